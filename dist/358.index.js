export const id = 358;
export const ids = [358];
export const modules = {

/***/ 9358:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runnerIO: () => (/* binding */ runnerIO)
});

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 17 modules
var core = __webpack_require__(8298);
;// CONCATENATED MODULE: ./src/text/workflow-commands.ts
/**
 * The runner reads every line a step prints and acts on two kinds of workflow command:
 * `::name args::data` at the start of a line, after `TrimStart()` (which drops every character
 * .NET's `Char.IsWhiteSpace` accepts), and `##[name args]data` anywhere in a line. Both checks are
 * culture-sensitive string comparisons; with ICU (the runner on Linux and macOS) they skip
 * characters that have no collation weight, so `:\u200B:` is `::` to the runner. Text the agent's
 * side produced (model answers, command output) is printed only after `defuseWorkflowCommands`.
 */
/** .NET's `Char.IsWhiteSpace`: what `TrimStart()` removes before the runner looks for `::`. */
const dotnetWhitespace = "\\t\\n\\v\\f\\r \\u0085\\u00A0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000";
/**
 * Characters a culture-sensitive comparison may skip: controls, format characters, marks,
 * default-ignorable code points, and the few others ICU's root collation gives no weight
 * (Arabic tatweel, N'Ko lajanyalan, Mongolian nirugu, Vedic sign, Arabic tail fragment).
 * Broader than ICU on purpose: treating one more character as skippable only defuses a line
 * that was harmless anyway.
 */
const collationIgnorable = "\\p{Cc}\\p{Cf}\\p{M}\\p{Default_Ignorable_Code_Point}\\u0640\\u07FA\\u180A\\u1CD3\\uFE73";
/**
 * Where the runner may see a new line: after `\n` or `\r` (how it splits output), and after
 * U+0085, U+2028 and U+2029, which other readers of the log treat as line ends.
 */
const lineBreak = "\\n\\r\\u0085\\u2028\\u2029";
/**
 * A colon at the start of a line (after anything the runner would skip) that another colon
 * follows, with only skippable characters between them. The class before the colon leaves out
 * the line breaks themselves, so each line is scanned once.
 */
const commandStart = new RegExp(`(^|[${lineBreak}])((?:(?![${lineBreak}])[${dotnetWhitespace}${collationIgnorable}])*):(?=[${collationIgnorable}]*:)`, "gu");
/** A `#` that, with only skippable characters between, is followed by `#[`. */
const legacyCommandStart = new RegExp(`#(?=[${collationIgnorable}]*#[${collationIgnorable}]*\\[)`, "gu");
/**
 * What goes between the characters of a command marker. A plain space: it is not white space
 * to `TrimStart()` once it follows a colon, it has a collation weight (ICU does not skip it), and
 * the log stays readable. A zero-width space would be skipped by ICU and defuse nothing.
 */
const breaker = " ";
/**
 * `text` with every workflow command the runner would act on made inert: `::` at a line start
 * (after any .NET white space or skippable characters, on any line, however the lines are split)
 * becomes `: :`, and `##[` anywhere becomes `# #[`. Everything else is unchanged. Never throws.
 */
function defuseWorkflowCommands(text) {
    return text
        .replace(commandStart, (_match, lineStart, skipped) => `${lineStart}${skipped}:${breaker}`)
        .replace(legacyCommandStart, `#${breaker}`);
}

;// CONCATENATED MODULE: ./src/action/io.ts


/**
 * The runner's side through `@actions/core`. `info` carries the model's text and tool output,
 * hence the defusing: nothing the agent prints can become a workflow command.
 */
function runnerIO(env) {
    return {
        info: (text) => core/* info */.pq(defuseWorkflowCommands(text)),
        warning: (text) => core/* warning */.$e(text),
        error: (text) => core/* error */.z3(text),
        notice: (text) => core/* notice */.lm(text),
        startGroup: (title) => core/* startGroup */.Oh(title),
        endGroup: () => core/* endGroup */.N4(),
        setSecret: (value) => core/* setSecret */.Pq(value),
        setOutput: (name, value) => core/* setOutput */.uH(name, value),
        setFailed: (message) => core/* setFailed */.C1(message),
        async writeSummary(markdown) {
            if (!env.GITHUB_STEP_SUMMARY)
                return;
            try {
                await core/* summary */.z.addRaw(markdown).write();
            }
            catch (error) {
                core/* warning */.$e(`Could not write the job summary: ${error.message}`);
            }
        },
        saveState(name, value) {
            try {
                core/* saveState */.LZ(name, value);
            }
            catch {
                // No runner, no post step.
            }
        },
    };
}


/***/ })

};
