export const id = 966;
export const ids = [966];
export const modules = {

/***/ 3966:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  checkWorkflowCommand: () => (/* binding */ checkWorkflowCommand)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(3136);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(7975);
// EXTERNAL MODULE: ./src/base/result.ts
var result = __webpack_require__(512);
// EXTERNAL MODULE: ./src/cli/exit-codes.ts
var exit_codes = __webpack_require__(8551);
// EXTERNAL MODULE: ./node_modules/@actions/workflow-parser/dist/index.js
var dist = __webpack_require__(2657);
// EXTERNAL MODULE: ./node_modules/@actions/workflow-parser/dist/actions/index.js + 5 modules
var actions = __webpack_require__(2146);
;// CONCATENATED MODULE: ./src/cli/workflow-check/tokens.ts
/** The nodes of a workflow parsed by GitHub's parser (`@actions/workflow-parser`), and how the checks read them. */

function mapping(token) {
    return token && (0,dist/* isMapping */.pi)(token) ? token : undefined;
}
/** A mapping's entries as [key, value]; none for anything else. */
function entries(token) {
    const map = mapping(token);
    if (!map)
        return [];
    return [...map].map((pair) => [pair.key.toString(), pair.value]);
}
/** A literal string's value; undefined for an expression, a number, a mapping…. */
function stringOf(token) {
    return token && (0,dist/* isString */.Kg)(token) ? token.value : undefined;
}
/** A value as written, expressions included (`${{ steps.app.outputs.token }}`). */
function written(token) {
    return token?.toString();
}
/** The items of a sequence; none for anything else. */
function items(token) {
    return token && (0,dist/* isSequence */.wZ)(token) ? [...token] : [];
}
/** The source line `token` starts on, as written in `content` (comments included); "" when unknown. */
function sourceLine(content, token) {
    const line = token?.line;
    return line === undefined ? "" : (content.split(/\r?\n/)[line - 1] ?? "");
}

;// CONCATENATED MODULE: ./src/cli/workflow-check/comment-queue.ts
/**
 * Comments and concurrency: a workflow that runs this action on comments queues every comment of
 * an issue in one concurrency group, and its job's `if:` skips those without the phrase only once
 * the run's turn comes. A busy issue's ordinary comments then wait behind a running agent (or,
 * with `cancel-in-progress`, cancel it). A group that tells them apart lets them be skipped at once.
 */

/** Events whose runs are comments or reviews, most of which do not ask the agent for anything. */
const COMMENT_EVENTS = ["issue_comment", "pull_request_review_comment", "pull_request_review"];
/** The events a workflow's `on:` lists, in any of its three forms. */
function eventsOf(on) {
    if (!on)
        return [];
    if (mapping(on))
        return entries(on).map(([name]) => name);
    const listed = items(on);
    return listed.length > 0 ? listed.map((item) => item.toString()) : [on.toString()];
}
/** The `group` of a `concurrency:` value: the value itself when it is a string, else its `group:`. */
function groupOf(concurrency) {
    if (!concurrency)
        return undefined;
    return mapping(concurrency) ? mapping(concurrency)?.find("group") : concurrency;
}
/** A group that differs between a comment with the phrase and one without (or between all runs). */
const SORTS_COMMENTS = /github\.run_id|\.comment\.body|\.review\.body/;
/** What to add to a group so a comment without the phrase gets one of its own. */
const OWN_GROUP = 
// biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub expression, not a JS template.
"${{ !contains(github.event.comment.body, '/agent') && format('-{0}', github.run_id) || '' }}";
/**
 * The problem of a job that runs this action, in a workflow listening to `events`, behind a job
 * `if:`, under the concurrency groups `concurrency` (the workflow's and the job's, where given);
 * undefined when there is none. `where` names the job for the message.
 */
function commentQueueProblem(content, where, events, hasIf, concurrency) {
    if (!hasIf || !events.some((event) => COMMENT_EVENTS.includes(event)))
        return undefined;
    const same = concurrency
        .map(groupOf)
        .find((group) => group !== undefined && !SORTS_COMMENTS.test(group.toString()));
    if (!same)
        return undefined;
    const written = sourceLine(content, same).trim() || same.toString();
    return `${where} runs Repo Agent on comments, but its concurrency group (${written}) is the same for every comment on an issue or pull request, so each comment without the phrase waits behind a running agent before its \`if:\` skips it; give those runs a group of their own: append \`${OWN_GROUP}\` to the group (the README's "On comments" workflow does it for reviews and labels too)`;
}

;// CONCATENATED MODULE: ./src/cli/workflow-check/uses.ts
/** What a `uses:` names: this action, actions/checkout, or another's action that must be pinned. */
/** The repository name this action is published under; `uses: <owner>/repo-agent@<ref>` refers to it. */
const ACTION_NAME = "repo-agent";
/** True when a step's `uses:` refers to this action: the repository itself, or a published copy. */
function usesThisAction(uses) {
    if (uses === "./" || uses === ".")
        return true;
    const match = /^[^/\s]+\/([^/@\s]+)@\S+$/.exec(uses);
    return match?.[1]?.toLowerCase() === ACTION_NAME;
}
/** True when a step's `uses:` is actions/checkout, at any version. */
function isCheckout(uses) {
    return /^actions\/checkout@\S+$/i.test(uses);
}
/**
 * True when `uses` is someone else's action or reusable workflow, fetched from GitHub at run
 * time: not this action, not one in the repository (`./…`), not a container image (`docker://`).
 */
function isThirdParty(uses) {
    return !usesThisAction(uses) && !uses.startsWith("./") && !uses.startsWith("docker://");
}
/** `owner/repo[/path]@<full commit SHA>`: the only reference that cannot be moved onto other code. */
const PINNED = /^[^/\s@]+\/[^/\s@]+(\/[^\s@]+)?@[0-9a-f]{40}$/;
/** The version comment after a pinned `uses:` (`# v5.1.0`), which tells readers and Dependabot the release. */
const VERSION_COMMENT = /@[0-9a-f]{40}["']?\s+#\s*v\d/;
/**
 * Why a third-party `uses` is not pinned, or undefined when it is (or needs no pin). `line` is the
 * source line it is written on, where the version comment is (the parser drops comments).
 */
function pinProblem(uses, line) {
    if (!isThirdParty(uses))
        return undefined;
    const [name = uses, ref = ""] = uses.split("@");
    const repository = name.split("/").slice(0, 2).join("/");
    const version = /^v\d/.test(ref) ? ref : "vX.Y.Z";
    if (!PINNED.test(uses)) {
        return `${uses} is not pinned to a commit, and a tag or branch can be moved onto other code: write \`uses: ${name}@<full 40-character commit SHA> # ${version}\` (\`git ls-remote --tags https://github.com/${repository} '${version}*'\` prints it: the line ending in ^{} when there is one)`;
    }
    if (!VERSION_COMMENT.test(line)) {
        return `${uses} has no version comment: add the release the commit is, as in \`uses: ${uses} # vX.Y.Z\`, so that readers, Dependabot and Renovate know it`;
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/cli/workflow-check/fork-checkout.ts
/**
 * A fork's code next to a write token or a secret: a job of a workflow that runs with the base
 * repository's rights (`pull_request_target`, `workflow_run`, `issue_comment`) and checks out a
 * pull request's head runs code anyone can write. Whatever the job holds, that code can take: a
 * token that writes, or any secret. The two-job shape (`handoff` and `apply-handoff`,
 * docs/untrusted-checkouts.md) keeps the agent job to read permissions and the model key.
 */


/** Events whose runs get the base repository's token and secrets, whoever wrote the pull request. */
const PRIVILEGED_EVENTS = ["pull_request_target", "workflow_run", "issue_comment"];
/** A `ref:` that names a pull request's head (or its merge with the base, which holds the head too). */
const FORK_REF = /github\.event\.pull_request\.head\.(sha|ref)\b|github\.head_ref\b|refs\/pull\/.*\/(head|merge)\b|github\.event\.workflow_run\.head_(sha|branch)\b/;
/** A `repository:` that names the fork the pull request comes from. */
const FORK_REPOSITORY = /github\.event\.pull_request\.head\.repo\.full_name\b|github\.event\.workflow_run\.head_repository\.full_name\b/;
/** The environment variables the action reads its model key from when `api-key` is not given. */
const KEY_VARIABLES = ["ANTHROPIC_API_KEY", "OPENAI_API_KEY"];
/** `secrets.NAME` and `secrets['NAME']` in an expression. */
const SECRET = /\bsecrets\s*(?:\.\s*([A-Za-z_][A-Za-z0-9_-]*)|\[\s*['"]([^'"]+)['"]\s*\])/g;
/** An expression without its spacing and case, so `${{github.head_ref}}` matches too. */
function squeezed(text) {
    return (text ?? "").replace(/\s+/g, "").toLowerCase();
}
/** Every text a token holds, keys and values, at any depth (expressions as written). */
function textsOf(token) {
    if (!token)
        return [];
    if (mapping(token))
        return entries(token).flatMap(([key, value]) => [key, ...textsOf(value)]);
    const listed = items(token);
    if (listed.length > 0)
        return listed.flatMap(textsOf);
    return [token.toString()];
}
/** The names of the secrets `texts` refer to, in the case written, each once. */
function secretsIn(texts) {
    const names = texts.flatMap((text) => [...text.matchAll(SECRET)].map((m) => m[1] ?? m[2] ?? ""));
    return [...new Set(names.filter((name) => name !== ""))];
}
/** The 1-based index of the first checkout step that checks out a pull request's head; undefined when none. */
function forkCheckoutStep(steps) {
    for (const [offset, step] of steps.entries()) {
        const stepMap = mapping(step);
        const uses = stringOf(stepMap?.find("uses"));
        if (!uses || !isCheckout(uses))
            continue;
        const withs = new Map(entries(stepMap?.find("with")));
        const ref = squeezed(written(withs.get("ref")));
        const repository = squeezed(written(withs.get("repository")));
        if (FORK_REF.test(ref) || FORK_REPOSITORY.test(repository))
            return offset + 1;
    }
    return undefined;
}
/**
 * Why the job's token can write, or undefined when it cannot. `permissions` is the job's block,
 * else the workflow's: none at all leaves the repository's default, which writes on many.
 */
function writeGrant(permissions) {
    if (permissions === undefined)
        return "no permissions block, so its token has the repository's default permissions, which can write";
    const whole = stringOf(permissions)?.trim().toLowerCase();
    if (whole !== undefined)
        return whole === "write-all" ? "permissions: write-all" : undefined;
    const writes = entries(permissions)
        .filter(([, value]) => written(value)?.trim().toLowerCase() === "write")
        .map(([scope]) => `${scope}: write`);
    return writes.length > 0 ? `permissions ${writes.join(", ")}` : undefined;
}
/** The secrets the job may hold without harm: this action's model key, and the job's own token. */
function allowedSecrets(job) {
    const allowed = new Set(["github_token"]);
    const jobEnv = new Map(entries(mapping(job)?.find("env")));
    for (const step of items(mapping(job)?.find("steps"))) {
        const stepMap = mapping(step);
        const uses = stringOf(stepMap?.find("uses"));
        if (!uses || !usesThisAction(uses))
            continue;
        const withs = new Map(entries(stepMap?.find("with")));
        const stepEnv = new Map(entries(stepMap?.find("env")));
        const keys = [
            written(withs.get("api-key")),
            ...KEY_VARIABLES.flatMap((name) => [written(stepEnv.get(name)), written(jobEnv.get(name))]),
        ];
        for (const name of secretsIn(keys.filter((key) => key !== undefined)))
            allowed.add(name.toLowerCase());
    }
    return allowed;
}
/**
 * The problem of a job that checks out a pull request's head, in a workflow on a privileged
 * event, while it holds a token that writes or a secret other than the model key given to this
 * action; undefined when there is none. `where` names the job for the message.
 */
function forkCheckoutProblem(where, job, facts) {
    const events = facts.events.filter((event) => PRIVILEGED_EVENTS.includes(event));
    if (events.length === 0)
        return undefined;
    const jobMap = mapping(job);
    const step = forkCheckoutStep(items(jobMap?.find("steps")));
    if (step === undefined)
        return undefined;
    const held = [];
    const grant = writeGrant(jobMap?.find("permissions") ?? facts.permissions);
    if (grant)
        held.push(`a token that writes (${grant})`);
    const allowed = allowedSecrets(job);
    const inherited = stringOf(jobMap?.find("secrets"))?.trim() === "inherit";
    const secrets = secretsIn([...textsOf(job), ...textsOf(facts.env)]).filter((name) => !allowed.has(name.toLowerCase()));
    if (secrets.length > 0)
        held.push(`secrets other than the model key (${secrets.join(", ")})`);
    if (inherited)
        held.push("every secret (secrets: inherit)");
    if (held.length === 0)
        return undefined;
    return `${where} checks out the pull request's head (step ${step}), code anyone can write, in a workflow on ${events.join(", ")}, and holds ${held.join(" and ")}: that code can use them. Split it in two (docs/untrusted-checkouts.md): an agent job with read permissions and only the model key that checks out the head and runs Repo Agent with \`handoff\`, and a publish job with the write permissions that runs Repo Agent with \`apply-handoff\` and never checks out the head`;
}

// EXTERNAL MODULE: ./src/action/inputs.ts + 2 modules
var inputs = __webpack_require__(530);
;// CONCATENATED MODULE: ./src/cli/workflow-check/input-values.ts
/**
 * The `with:` values of a step that runs this action, judged by the action's own input parsing
 * (`parseSettings`, `requireGitHubToken`): what the action would refuse when the job starts is
 * found before the workflow is committed.
 */

/** Stand-ins for the two secrets every step passes as expressions (or leaves to the defaults). */
const STAND_INS = {
    "api-key": "stand-in-api-key",
    "github-token": "stand-in-github-token",
};
function isInputName(name) {
    return Object.hasOwn(inputs/* INPUT_DEFAULTS */.WJ, name);
}
/** The action's refusal of `raw`, or undefined when it would accept it. */
function refusal(raw) {
    try {
        // No environment: a fallback it could supply (ANTHROPIC_API_KEY) is the stand-in's job.
        (0,inputs/* requireGitHubToken */.Ge)((0,inputs/* parseSettings */.P$)({ ...STAND_INS, ...raw }, {}));
        return undefined;
    }
    catch (error) {
        if (error instanceof inputs/* InputError */.dz)
            return error.message;
        throw error;
    }
}
/**
 * What the action would refuse among a step's `with:` values. `literal` holds the values written
 * out (no `${{ … }}`) by input name, `expressions` the names of those that are expressions.
 *
 * Each value is judged on its own, the other inputs at their defaults, so every bad one is named.
 * Values that are each fine are then judged together (a `max-cost` the model's prices cannot
 * meet), but only when no value is an expression (the two secrets' stand-ins aside), which could
 * change the verdict. Names that are not inputs are left to the check of input names. Never
 * throws for a bad value.
 */
function refusedValues(literal, expressions) {
    const values = [...literal].filter(
    // An empty api-key falls back to the step's environment, which a workflow file does not show.
    (entry) => isInputName(entry[0]) && !(entry[0] === "api-key" && !entry[1].trim()));
    const problems = [];
    const accepted = {};
    for (const [name, value] of values) {
        const problem = refusal({ [name]: value });
        if (problem)
            problems.push(problem);
        else
            accepted[name] = value;
    }
    const unknown = expressions.some((name) => !(isInputName(name) && STAND_INS[name] !== undefined));
    if (problems.length === 0 && !unknown) {
        const together = refusal(accepted);
        if (together)
            problems.push(together);
    }
    return problems;
}

;// CONCATENATED MODULE: ./src/cli/workflow-check/check.ts
/**
 * Checks a workflow file the way GitHub would read it, offline, and the way this action would:
 *
 * - against GitHub's workflow schema, with the official parser (`@actions/workflow-parser`);
 * - every `with:` key of a step that uses this action (`uses: ./` or `<owner>/repo-agent@<ref>`)
 *   is an input of action.yml, and every value written out (no `${{ … }}`) is one the action
 *   accepts (`max-steps: abc`, `sandbox: maybe` are refused when the job starts);
 * - every workflow declares `permissions:` (for the whole workflow or for each job), and every
 *   workflow that runs this action has a `concurrency:` group, as the README's examples teach;
 *   on comments, one that lets comments without the phrase be skipped at once (comment-queue.ts);
 * - a step that gives this action its own `github-token` (a GitHub App's, say) follows a checkout
 *   that leaves no other token behind: the action pushes with the checkout's credential when
 *   there is one, so the job's GITHUB_TOKEN would push, and start no CI, all the same;
 * - every other action (and reusable workflow) is pinned to a full commit SHA, with its version
 *   in a comment (uses.ts);
 * - no job that checks out a pull request's head, on an event that runs with the base
 *   repository's rights, holds a token that writes or a secret beyond the model key
 *   (fork-checkout.ts).
 */







/** An expression compared without its spacing and case: `${{github.token}}` is `${{ github.token }}`. */
function sameExpression(a, b) {
    const squeeze = (text) => text.replace(/\s+/g, "").toLowerCase();
    return squeeze(a) === squeeze(b);
}
/** The ways a workflow names the job's own token. */
// biome-ignore lint/suspicious/noTemplateCurlyInString: GitHub expressions, not JS templates.
const JOB_TOKEN = ["${{ github.token }}", "${{ secrets.GITHUB_TOKEN }}"];
/** A `with:` value written out: a literal, not an expression (`${{ … }}` anywhere in it). */
function literalValue(token) {
    if (!token.isLiteral)
        return undefined;
    const value = token.toString();
    return value.includes("${{") ? undefined : value;
}
/** The problems of one step that runs this action: its inputs' names and values. */
function actionStepProblems(where, withs, inputs) {
    const problems = [];
    const literal = new Map();
    const expressions = [];
    for (const [key, token] of withs) {
        if (!inputs.has(key)) {
            problems.push(`${where}: "${key}" is not an input of action.yml (inputs: ${[...inputs].join(", ")})`);
            continue;
        }
        const value = literalValue(token);
        if (value === undefined)
            expressions.push(key);
        else
            literal.set(key, value);
    }
    for (const refused of refusedValues(literal, expressions)) {
        problems.push(`${where}: ${refused} (the action would stop with this when the job starts)`);
    }
    return problems;
}
/**
 * The problems of one workflow file; empty when it is fine. `inputs` are the names of
 * action.yml's inputs. Never throws for a bad file: a file that does not parse is a problem.
 */
function checkWorkflow(file, inputs) {
    const parsed = (0,dist/* parseWorkflow */.hM)(file, new dist/* NoOperationTraceWriter */.P0());
    const schemaProblems = parsed.context.errors.getErrors().map((error) => error.message);
    if (schemaProblems.length > 0 || !parsed.value) {
        return schemaProblems.length > 0 ? schemaProblems : [`${file.name}: not a workflow`];
    }
    const workflow = mapping(parsed.value);
    const jobs = entries(workflow?.find("jobs"));
    const facts = {
        events: eventsOf(workflow?.find("on")),
        topPermissions: workflow?.find("permissions"),
        topConcurrency: workflow?.find("concurrency"),
        topEnv: workflow?.find("env"),
    };
    const findings = jobs.map(([jobId, job]) => checkJob(file, jobId, job, inputs, facts));
    const problems = findings.flatMap((found) => found.problems);
    if (findings.some((found) => found.runsThisAction) &&
        facts.topConcurrency === undefined &&
        !jobs.every(([, job]) => mapping(job)?.find("concurrency"))) {
        problems.push(`${file.name}: runs Repo Agent without a concurrency group; add one so two runs never push the same branch at once`);
    }
    return problems;
}
/** One job's problems: its permissions, a reusable workflow it calls, its steps, its comment queue. */
function checkJob(file, jobId, job, inputs, facts) {
    const problems = [];
    const jobMap = mapping(job);
    if (facts.topPermissions === undefined && jobMap?.find("permissions") === undefined) {
        problems.push(`${file.name}: job "${jobId}" has no permissions block; declare the least it needs (workflow-wide or per job)`);
    }
    // A job that calls a reusable workflow (`uses:` on the job) runs someone's code as much as a step.
    const reusableToken = jobMap?.find("uses");
    const reusable = stringOf(reusableToken);
    const unpinnedWorkflow = reusable && pinProblem(reusable, sourceLine(file.content, reusableToken));
    if (unpinnedWorkflow)
        problems.push(`${file.name}: job "${jobId}": ${unpinnedWorkflow}`);
    const steps = checkSteps(file, jobId, items(jobMap?.find("steps")), inputs);
    problems.push(...steps.problems);
    const fork = forkCheckoutProblem(`${file.name}: job "${jobId}"`, job, {
        events: facts.events,
        permissions: facts.topPermissions,
        env: facts.topEnv,
    });
    if (fork)
        problems.push(fork);
    if (steps.runsThisAction) {
        const queued = commentQueueProblem(file.content, `${file.name}: job "${jobId}"`, facts.events, jobMap?.find("if") !== undefined, [facts.topConcurrency, jobMap?.find("concurrency")]);
        if (queued)
            problems.push(queued);
    }
    return { problems, runsThisAction: steps.runsThisAction };
}
/** The problems of a job's steps, in order: pins, and this action's inputs and token. */
function checkSteps(file, jobId, steps, inputs) {
    const problems = [];
    let runsThisAction = false;
    // The token the last actions/checkout left in .git/config: the job's (its default), one
    // given as `token:`, or none (`persist-credentials: false`).
    let checkoutToken;
    for (const [offset, step] of steps.entries()) {
        const index = offset + 1;
        const stepMap = mapping(step);
        const usesToken = stepMap?.find("uses");
        const uses = stringOf(usesToken);
        if (!uses)
            continue;
        const label = stringOf(stepMap?.find("name")) ?? stringOf(stepMap?.find("id"));
        const where = `${file.name}: job "${jobId}", ${label ? `step ${index} ("${label}")` : `step ${index}`}`;
        const unpinned = pinProblem(uses, sourceLine(file.content, usesToken));
        if (unpinned)
            problems.push(`${where}: ${unpinned}`);
        const withs = new Map(entries(stepMap?.find("with")));
        if (isCheckout(uses)) {
            const persist = written(withs.get("persist-credentials"))?.trim().toLowerCase();
            checkoutToken = persist === "false" ? undefined : (written(withs.get("token")) ?? JOB_TOKEN[0]);
            continue;
        }
        if (!usesThisAction(uses))
            continue;
        runsThisAction = true;
        problems.push(...actionStepProblems(where, withs, inputs));
        const tokenProblem = ownTokenProblem(where, written(withs.get("github-token")), checkoutToken);
        if (tokenProblem)
            problems.push(tokenProblem);
    }
    return { problems, runsThisAction };
}
/**
 * Why a step's own `github-token` would not be the one that pushes: a checkout before it left
 * another token in .git/config, and the action pushes with that. Undefined when all is well.
 */
function ownTokenProblem(where, token, checkoutToken) {
    if (token === undefined || JOB_TOKEN.some((job) => sameExpression(job, token)))
        return undefined;
    if (checkoutToken === undefined || sameExpression(checkoutToken, token))
        return undefined;
    return `${where}: github-token is ${token}, but actions/checkout left ${checkoutToken} in .git/config, and the action pushes with that; give the checkout step \`persist-credentials: false\` (or the same \`token\`)`;
}
/** action.yml's problems against GitHub's action schema; empty when it is a valid action. */
function checkAction(file) {
    const parsed = parseAction(file, new NoOperationTraceWriter());
    return parsed.context.errors.getErrors().map((error) => error.message);
}
/** The input names of action.yml's text, as GitHub's parser reads them; none when it has none. */
function actionInputs(actionYml) {
    const parsed = (0,actions/* parseAction */.wE)({ name: "action.yml", content: actionYml }, new dist/* NoOperationTraceWriter */.P0());
    return new Set(entries(mapping(parsed.value)?.find("inputs")).map(([name]) => name));
}
/**
 * The complete workflows in a Markdown document: fenced `yaml` blocks with a top-level `jobs:`.
 * Each is named after the document and the line its block starts on. Fragments (a single step)
 * are left out.
 */
function workflowsInMarkdown(markdown, name) {
    const found = [];
    const fence = /^```ya?ml[^\n]*\n([\s\S]*?)^```[ \t]*$/gm;
    for (const match of markdown.matchAll(fence)) {
        const content = match[1] ?? "";
        if (!/^jobs:/m.test(content))
            continue;
        const line = markdown.slice(0, match.index).split("\n").length;
        found.push({ name: `${name} (workflow at line ${line})`, content });
    }
    return found;
}
/** The workflows of a file: itself, or for Markdown (`.md`), the complete workflows it shows. */
function workflowsIn(file) {
    return /\.(md|markdown)$/i.test(file.name) ? workflowsInMarkdown(file.content, file.name) : [file];
}
/** The problems of `workflows` against action.yml's `inputs`, and the line to print when there are none. */
function checkWorkflows(workflows, inputs) {
    return {
        problems: workflows.flatMap((workflow) => checkWorkflow(workflow, inputs)),
        summary: `${workflows.length} workflows match GitHub's schema and action.yml`,
    };
}

;// CONCATENATED MODULE: ./src/cli/workflow-check/command.ts
/**
 * `repo-agent check-workflow FILE…`: a workflow of your own checked before you commit it, with the
 * checks CI runs on this repository's workflows (check.ts), against the action.yml of the clone
 * this command line runs from.
 */







const HELP = `Usage: repo-agent check-workflow FILE…

Checks workflow files (or the complete workflows shown in Markdown files) before you commit them:
GitHub's workflow schema, the inputs and values the Repo Agent steps pass, permissions, the
concurrency group, that other actions are pinned to a commit, and that no job which checks out a
fork's head holds a token that writes or a secret other than the model key. Prints each problem.

Exit codes: 0 no problems, 1 problems found, 2 bad usage.
`;
/**
 * The action.yml of this clone: the nearest one above this module, which is `dist/cli/` in the
 * bundle and `src/cli/workflow-check/` in the source. Undefined when there is none.
 */
function ownActionYml() {
    for (let folder = (0,external_node_path_.dirname)((0,external_node_url_.fileURLToPath)(import.meta.url));; folder = (0,external_node_path_.dirname)(folder)) {
        const candidate = (0,external_node_path_.join)(folder, "action.yml");
        if ((0,external_node_fs_.existsSync)(candidate))
            return candidate;
        if ((0,external_node_path_.dirname)(folder) === folder)
            return undefined;
    }
}
/** The file at `path`, named relative to the working folder; never throws. */
function readWorkflowFile(path) {
    try {
        return (0,result.ok)({ name: (0,external_node_path_.relative)(process.cwd(), (0,external_node_path_.resolve)(path)), content: (0,external_node_fs_.readFileSync)(path, "utf8") });
    }
    catch (error) {
        const code = error.code;
        return (0,result/* fail */.f)(code === "ENOENT" ? `${path}: there is no such file` : `${path}: ${error.message}`);
    }
}
/** The parsed arguments; throws parseArgs' own error for an unknown flag. */
function parseCommand(argv) {
    return (0,external_node_util_.parseArgs)({
        args: argv,
        allowPositionals: true,
        strict: true,
        options: { help: { type: "boolean", short: "h" } },
    });
}
/** Runs `repo-agent check-workflow` with the arguments after the command's name; returns the exit code. */
function checkWorkflowCommand(argv) {
    let parsed;
    try {
        parsed = parseCommand(argv);
    }
    catch (error) {
        return (0,exit_codes/* usage */.C)(`${error.message}\nRun "repo-agent check-workflow --help" for the usage.`);
    }
    if (parsed.values.help) {
        console.log(HELP);
        return 0;
    }
    if (parsed.positionals.length === 0) {
        return (0,exit_codes/* usage */.C)("name the workflow files to check: repo-agent check-workflow .github/workflows/agent.yml");
    }
    const files = [];
    for (const path of parsed.positionals) {
        const read = readWorkflowFile(path);
        if (!read.ok)
            return (0,exit_codes/* usage */.C)(read.error);
        files.push(read.value);
    }
    const workflows = files.flatMap(workflowsIn);
    if (workflows.length === 0)
        return (0,exit_codes/* usage */.C)("no workflows to check: a Markdown file needs a ```yaml block with jobs:");
    const actionYml = ownActionYml();
    if (!actionYml) {
        console.error("repo-agent: action.yml was not found beside the command line; run it from a clone of Repo Agent");
        return exit_codes/* EXIT_CODES */.a.error;
    }
    const { problems, summary } = checkWorkflows(workflows, actionInputs((0,external_node_fs_.readFileSync)(actionYml, "utf8")));
    for (const problem of problems)
        console.error(problem);
    if (problems.length > 0) {
        const count = (n, what) => `${n} ${what}${n === 1 ? "" : "s"}`;
        console.error(`${count(problems.length, "problem")} in ${count(workflows.length, "workflow")}`);
        return exit_codes/* EXIT_CODES */.a.error;
    }
    console.log(summary);
    return 0;
}


/***/ })

};
