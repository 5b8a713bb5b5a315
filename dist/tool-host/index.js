import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 298:
/***/ ((module) => {

// A simple implementation of make-array
function makeArray (subject) {
  return Array.isArray(subject)
    ? subject
    : [subject]
}

const UNDEFINED = undefined
const EMPTY = ''
const SPACE = ' '
const ESCAPE = '\\'

// The characters that carry a meaning of their own inside a regular
//   expression, so a literal one has to be escaped before it is emitted.
const REGEX_LITERAL_SPECIAL = /[.*+?()[\]{}^$|\\/]/
const BOM = '\uFEFF'
// A run of two or more asterisks is a globstar (#175)
const REGEX_ANCHORED_GLOBSTAR = /^\/\*{2,}$/
const REGEX_REPLACE_LEADING_EXCAPED_EXCLAMATION = /^\\!/
const REGEX_REPLACE_LEADING_EXCAPED_HASH = /^\\#/
const REGEX_SPLITALL_CRLF = /\r?\n/g

// Invalid:
// - /foo,
// - ./foo,
// - ../foo,
// - .
// - ..
// Valid:
// - .foo
const DOUBLE_SLASH = '//'
const SLASH_CODE = 47
const DOT_CODE = 46


const SLASH = '/'

// Do not use ternary expression here, since "istanbul ignore next" is buggy
let TMP_KEY_IGNORE = 'node-ignore'
/* istanbul ignore else */
if (typeof Symbol !== 'undefined') {
  TMP_KEY_IGNORE = Symbol.for('node-ignore')
}
const KEY_IGNORE = TMP_KEY_IGNORE

const define = (object, key, value) => {
  Object.defineProperty(object, key, {value})
  return value
}

const RETURN_FALSE = () => false

// > The range notation, e.g. [a-zA-Z],
// > can be used to match one of the characters in a range.
//
// gitignore(5) defers to fnmatch(3) for this, and git implements it in
//   `wildmatch.c`.  A bracket expression has a sub-grammar of its own, which
//   is neither the surrounding pattern grammar nor the JavaScript one:
//
//   - a `]` right after `[` or `[!` is a literal member, not the terminator
//   - `[:alpha:]` names one of twelve POSIX classes
//   - `\` escapes the next member, `]` included
//   - `*`, `?` and `.` are plain literal members
//   - an unterminated expression makes the whole pattern match nothing
//
// which means the expression can not be located -- let alone translated -- by
//   a regular expression.  It is scanned out of the pattern before the
//   replacers below run, and put back once they are done, so that neither the
//   metacharacter escaper nor the `?` / `*` replacers ever see its body.

// git classifies with its own ASCII-only ctype macros (`wildmatch.c`), never
//   with the C library ones, so these must not be mapped onto `\d` / `\w` /
//   `\s`, which are wider.  `/` is left out of every expansion, because a
//   bracket expression never matches a path separator.
const POSIX_CLASSES = {
  alnum: '0-9A-Za-z',
  alpha: 'A-Za-z',
  blank: ' \\t',
  cntrl: '\\x00-\\x1f\\x7f',
  digit: '0-9',
  graph: '!-.0-~',
  lower: 'a-z',
  print: ' -.0-~',
  punct: '!-.:-@\\[-`{-~',
  // git's `sane-ctype.h` classifies \v and \f as control, not space,
  //   unlike C's `isspace`
  space: ' \\t\\n\\r',
  upper: 'A-Z',
  xdigit: '0-9A-Fa-f'
}

const CLASS_MEMBERS_TO_ESCAPE = '\\]^-['

const escapeMember = char => CLASS_MEMBERS_TO_ESCAPE.indexOf(char) < 0
  ? char
  : ESCAPE + char

// > if (matched == negated || ((flags & WM_PATHNAME) && text_ch == '/'))
// >   return WM_ABORT_TO_STARSTAR;                     (git, `wildmatch.c`)
// A bracket expression never matches a path separator, whatever its members
//   say, so a negated class gets `/` as one more excluded character, while a
//   plain one -- where a literal member or a range could still let `/` in --
//   is guarded with a lookahead, `/` being impossible to subtract from a
//   JavaScript character class.
const NON_SLASH = '(?!\\/)'

const classSource = (negated, body) => {
  if (negated) {
    return `[^\\/${body}]`
  }

  const source = `[${body}]`

  return new RegExp(source).test('/')
    ? NON_SLASH + source
    : source
}

// Scan the bracket expression that starts at `pattern[start] === '['`,
//   mirroring the member loop of git's `wildmatch.c`.
// @returns {{end: number, source: string} | null} `null` if the expression is
//   never terminated, which makes the whole pattern match nothing.
const scanBracket = (pattern, start) => {
  const {length} = pattern
  let index = start + 1
  let negated = EMPTY

  const lead = pattern[index]
  if (lead === '!' || lead === '^') {
    negated = '^'
    index ++
  }

  let body = EMPTY

  // The member a `-` could start a range from, or EMPTY when the previous
  //   member can not open one (start of the body, or a range / POSIX class
  //   that has just closed)
  let prev = EMPTY

  // git scans the members with a do-while, so the first one is consumed
  //   unconditionally.  That is the whole reason a leading `]` is a member
  //   and not the terminator.
  for (;;) {
    const char = pattern[index]

    if (char === UNDEFINED) {
      return null
    }

    if (char === ESCAPE) {
      // A pattern can not end on a lone backslash -- `createRule` has
      //   already thrown it away -- so there is a character to read.
      const escaped = pattern[++ index]
      body += escapeMember(escaped)
      prev = escaped
    } else if (
      char === '-'
      && prev
      && index + 1 < length
      && pattern[index + 1] !== ']'
    ) {
      index ++
      let to = pattern[index]
      if (to === ESCAPE) {
        to = pattern[index += 1]
      }
      // An out-of-order range matches nothing in git but is a syntax error in
      //   JavaScript, so it is dropped.  Its lower bound stays: git tests it
      //   as a plain member before it ever looks at the `-`, so `[c-a]` does
      //   match `c`.
      if (prev <= to) {
        body += `-${escapeMember(to)}`
      }
      prev = EMPTY
    } else if (char === '[' && pattern[index + 1] === ':') {
      const nameStart = index + 2
      let end = nameStart
      while (end < length && pattern[end] !== ']') {
        end ++
      }

      if (end === length) {
        return null
      }

      if (end > nameStart && pattern[end - 1] === ':') {
        const name = pattern.slice(nameStart, end - 1)

        // An unknown class name makes the whole pattern match nothing
        if (!Object.prototype.hasOwnProperty.call(POSIX_CLASSES, name)) {
          return null
        }

        body += POSIX_CLASSES[name]
        prev = EMPTY
        index = end
      } else {
        // No `:]` to close it, so the `[` is a plain member and scanning
        //   resumes right after it.
        body += escapeMember('[')
        prev = '['
        index = nameStart - 2
      }
    } else {
      body += escapeMember(char)
      prev = char
    }

    index ++

    if (pattern[index] === ']') {
      return {
        end: index,
        source: classSource(negated, body)
      }
    }
  }
}

// An empty JavaScript class can never match, which is how a pattern that git
//   gives up on (`WM_ABORT_ALL`) is expressed here.
const NEVER_MATCH = '[]'

// A NUL can appear in neither a `.gitignore` line nor a path, which makes it
//   the one safe placeholder character.  A literal one in the pattern is
//   held aside all the same, so a collision is impossible by construction.
const PLACEHOLDER = '\u0000'
const REGEX_RESTORE_PLACEHOLDER = new RegExp(
  `${PLACEHOLDER}(\\d+)${PLACEHOLDER}`, 'g'
)

// The one wildcard the chain does not expand for itself is a trailing `*`. How
//   it expands depends on the mode (`regex` vs `checkRegex`), so `_make` is
//   left to do it, and until then the pending wildcard travels as this marker.
//   That is what keeps it apart from a user-escaped literal `\*`: the unescape
//   steps collapse the escaped one to the exact `\*` a wildcard would leave
//   behind, so by the time `_make` runs the two are otherwise the same string
//   and a literal star gets wrongly rewritten into a wildcard. The marker is a
//   private-use character, and `extractBrackets` keeps one that came out of the
//   pattern apart from it, so the only marker `_make` ever turns back into a
//   real wildcard is the one this chain put there itself.
const TRAILING_WILDCARD = '\uE000'

// A trailing "/**" is deferred the same way, because `checkRegex` has to tell
//   it apart from a trailing "/*" (see `checkSourceOf`). For `.ignores()` it
//   still never matches the folder itself (#21).
const TRAILING_DOUBLESTAR = '\uE001'

// The three characters above mean something to the chain that builds the
//   source rather than to the path, so one that came out of the pattern is
//   held aside like a bracket expression instead of going straight out. Being
//   held is what makes it safe: the restore runs after the step that anchors
//   the source, so the character comes back in the middle of the source and
//   not at its end, which is the one place `_make` and `checkSourceOf` look
//   for a marker. Without it a pattern's own character lands where a pending
//   marker sits, and `_make` turns it into a real trailing wildcard.
//
// It is held as a one-member class rather than bare, in both of the branches
//   a reserved character can reach, so that the property can be
//   read off this function alone -- a reserved character never goes out on
//   its own -- rather than depending on where in the chain the restore
//   happens to run. In the expression built here `[x]` matches exactly what
//   `x` matches, none of the three being special to a regular expression or
//   inside a class, so no test can tell the two apart: the class is insurance,
//   and the paragraph above is the reason it is not needed.
const isReserved = char =>
  char === PLACEHOLDER
  || char === TRAILING_WILDCARD
  || char === TRAILING_DOUBLESTAR

// Replace every bracket expression with a placeholder the replacers below
//   leave alone, and translate it separately.
const extractBrackets = pattern => {
  const sources = []
  const hold = source =>
    `${PLACEHOLDER}${sources.push(source) - 1}${PLACEHOLDER}`

  const {length} = pattern
  let out = EMPTY
  let index = 0

  while (index < length) {
    const char = pattern[index]

    if (char === ESCAPE) {
      // > Put a backslash ("\") in front of ... a character to make it literal.
      //                                            (gitignore(5) -> fnmatch(3))
      // A backslash quotes the next character, whatever it is, so `\d` is a
      //   literal `d`, not the regex digit class, and `\?` is a literal `?`,
      //   not a wildcard. Held aside as its literal here, the escape never
      //   reaches the replacers below, which would otherwise let `\d`, `\b`,
      //   `\1`, `\/` keep their regular-expression meaning, and would turn a
      //   `\?` into `[^\/]`.
      //
      // Three escapes are still left for the chain: `\*` (a literal star,
      //   told apart from a wildcard by `TRAILING_WILDCARD` and the wildcard
      //   replacers), `\[` (a literal bracket, the one `[` the bracket
      //   replacer still expects), and `\ ` (a quoted space, which one pass
      //   below rewrites in bulk -- holding each one aside instead costs more
      //   on a pattern built out of them).
      //
      // A quoted backslash is not among them. The chain doubles every
      //   backslash, then takes the doubling back out again, and a quoted one
      //   standing next to a character the chain also escapes left the two
      //   counts sharing a run, so one of the escapes was lost. Held here as
      //   the literal it means, it never joins that run.
      const escaped = pattern[index + 1]

      if (escaped === SLASH && index + 2 === length) {
        // Git removes a final directory slash before matching. An escape
        //   without a character after that removal makes the pattern invalid.
        out += hold(NEVER_MATCH)
      } else if (
        escaped === '*'
        || escaped === '['
        || escaped === SPACE
      ) {
        out += pattern.slice(index, index + 2)
      } else {
        out += hold(
          REGEX_LITERAL_SPECIAL.test(escaped)
            ? ESCAPE + escaped
            : isReserved(escaped)
              ? `[${escaped}]`
              : escaped
        )
      }

      index += 2
    } else if (isReserved(char)) {
      out += hold(`[${char}]`)
      index ++
    } else if (char === '[') {
      const scanned = scanBracket(pattern, index)

      if (scanned === null) {
        // git gives up on the whole pattern (`WM_ABORT_ALL`), so whatever
        //   follows can not make it match either.
        out += hold(NEVER_MATCH)
        index = length
      } else {
        out += hold(scanned.source)
        index = scanned.end + 1
      }
    } else {
      out += char
      index ++
    }
  }

  return {
    source: out,
    sources
  }
}

// A step of the chain below is normally a `[matcher, replacer]` pair handed
//   to `String.replace`. `DIRECT` marks the ones that are plain string work
//   instead, and take `(source, pattern)`.
//
// Anchoring the two ends is exactly that -- a test of one character and a
//   concatenation -- and putting it through the regular expression engine
//   cost a third of this chain for nothing: 167ns where 10ns does the same
//   job. The two are still steps in the same list, in the same places,
//   because their position in the order is part of what they mean.
const DIRECT = null

// A separator at the beginning or in the middle of a pattern, as opposed to
//   one at the very end.
const REGEX_INNER_SLASH = /\/(?!$)/
const WILDCARD = '[^\\/]*'

// > If the pattern ends with a slash,
// > it is removed for the purpose of the following description,
// > but it would only find a match with a directory.
// > In other words, foo/ will match a directory foo and paths underneath it,
// > but will not match a regular file or a symbolic link foo
// >  (this is consistent with the way how pathspec works in general in Git).
// '`foo/`' will not match regular file '`foo`' or symbolic link '`foo`'
// -> ignore-rules will not deal with it, because it costs extra `fs.stat` call
//      you could use option `mark: true` with `glob`

// '`foo/`' should not continue with the '`..`'
// The chain that turns one gitignore pattern into a regular expression
//   source, in order. A step is either
//
//   [matcher, replacer]            handed to `String.replace`
//   [matcher, replacer, required]  the same, but skipped outright unless
//                                    `required` appears in the string, which
//                                    the matcher cannot match without
//   [DIRECT, transform]            plain string work, taking (source, pattern)
//
// The `required` character is only ever a shortcut: finding it does not mean
//   the matcher will match, and not finding it means it cannot. It is there
//   because scanning for one character costs a fraction of running a matcher
//   that then finds nothing -- for the wildcard step, whose `[^\\]+`
//   backtracks its way through the whole string before giving up, 11ns
//   against 400ns.
const REPLACERS = [

  // Replace (\ ) with ' '
  // Only a space: an escaped tab or other whitespace is already a literal by
  //   the time it reaches here, and a bare tab must be left as one, not turned
  //   into a space.
  // (\ ) -> ' '
  // (\\ ) -> '\\ '
  // (\\\ ) -> '\\ '
  [
    // A run of backslashes is taken whole, from its first one, so no match
    //   ever starts again inside it -- `(\\+?) ` did, which made a long run
    //   quadratic.
    /(\\+)( ?)/g,
    (_, run, space) => space
      ? run.slice(0, run.length - run.length % 2) + SPACE
      : run,
    ESCAPE + SPACE
  ],

  // git's wildmatch() reads a run of two or more asterisks as one globstar
  //   whenever the run fills a path segment: it starts the pattern or follows
  //   a `/`, and it ends the pattern or comes before a `/`. A run of two is
  //   already `**`; a longer one is folded into `**` here, so the steps
  //   below only ever have to know `**`.
  // `***/foo` -> `**/foo`, `a/***/b` -> `a/**/b`, `a/***` -> `a/**`
  // git also takes a run beside a literal prefix (`a***/b`) or beside an
  //   escaped slash (`***\/b`) as a globstar, and this does not; the README
  //   lists both, under "A run of asterisks".
  [
    /(^|\/)\*{3,}(?=\/|$)/g,
    (_, start) => `${start}**`,
    '*'
  ],

  // Escape metacharacters
  // which is written down by users but means special for regular expressions.

  // > There are 12 characters with special meanings:
  // > - the backslash \,
  // > - the caret ^,
  // > - the dollar sign $,
  // > - the period or dot .,
  // > - the vertical bar or pipe symbol |,
  // > - the question mark ?,
  // > - the asterisk or star *,
  // > - the plus sign +,
  // > - the opening parenthesis (,
  // > - the closing parenthesis ),
  // > - and the opening square bracket [,
  // > - the opening curly brace {,
  // > These special characters are often called "metacharacters".
  [
    /[\\$.|*+(){^]/g,
    match => `\\${match}`
  ],

  [
    // > a question mark (?) matches a single character
    /(?!\\)\?/g,
    () => '[^/]',
    '?'
  ],

  // leading slash
  [

    // > A leading slash matches the beginning of the pathname.
    // > For example, "/*.c" matches "cat-file.c" but not "mozilla-sha1/sha1.c".
    // A leading slash matches the beginning of the pathname
    /^\//,
    () => '^',
    SLASH
  ],

  // replace special metacharacter slash after the leading slash
  [
    /\//g,
    () => '\\/',
    SLASH
  ],

  [
    // > A leading "**" followed by a slash means match in all directories.
    // > For example, "**/foo" matches file or directory "foo" anywhere,
    // > the same as pattern "foo".
    // > "**/foo/bar" matches file or directory "bar" anywhere that is directly
    // >   under directory "foo".
    // Notice that the '*'s have been replaced as '\\*'
    /^\^*(?:\\\*\\\*\\\/)+/,

    // '**/foo' <-> 'foo'
    () => '(?:^|\\/)',
    '*'
  ],

  // starting
  [
    // there will be no leading '/'
    //   (which has been replaced by section "leading slash")
    // If starts with '**', adding a '^' to the regular expression also works
    DIRECT,
    (source, pattern) => {
      // Nothing to anchor to, or already anchored (`^` or `(?:^|\/)`)
      if (!source || source[0] === '^' || source[0] === '(') {
        return source
      }

      // If has a slash `/` at the beginning or middle
      const anchor = !REGEX_INNER_SLASH.test(pattern)
        // > Prior to 2.22.1
        // > If the pattern does not contain a slash /,
        // >   Git treats it as a shell glob pattern
        // Actually, if there is only a trailing slash,
        //   git also treats it as a shell glob pattern

        // After 2.22.1 (compatible but clearer)
        // > If there is a separator at the beginning or middle (or both)
        // > of the pattern, then the pattern is relative to the directory
        // > level of the particular .gitignore file itself.
        // > Otherwise the pattern may also match at any level below
        // > the .gitignore level.
        ? '(?:^|\\/)'

        // > Otherwise, Git treats the pattern as a shell glob suitable for
        // >   consumption by fnmatch(3)
        : '^'

      return anchor + source
    }
  ],

  // two globstars
  [
    // Use lookahead assertions so that we could match more than one `'/**'`
    /\\\/\\\*\\\*(?=\\\/|$)/g,

    // Zero, one or several directories
    // should not use '*', or it will be replaced by the next replacer

    // Check if it is not the last `'/**'`
    (_, index, str) => index + 6 < str.length

      // case: /**/ at the end of the pattern, i.e. a trailing `'/**/'`
      // > A trailing `"/**/"` (a trailing `"/**"` restricted to directories)
      // >   matches everything inside, but it should not match the current
      // >   folder itself, so it requires at least one directory segment.
      // 'a/**/' matches 'a/b/', 'a/x/y/' but not 'a/'
      ? str.slice(index + 6) === '\\/'
        ? '(?:\\/[^\\/]+)+'

        // case: /**/
        // > A slash followed by two consecutive asterisks then a slash matches
        // >   zero or more directories.
        // > For example, "a/**/b" matches "a/b", "a/x/b", "a/x/y/b" and so on.
        // '/**/'
        : '(?:\\/[^\\/]+)*'

      // case: /**
      // > A trailing `"/**"` matches everything inside.

      // #21: everything inside but it should not include the current folder,
      //   resolved by `_make`
      : `\\/${TRAILING_DOUBLESTAR}`,
    '*'
  ],

  // normal intermediate wildcards
  [
    // Never replace escaped '*'
    // ignore rule '\*' will match the path '*'

    // 'abc.*/' -> go
    // 'abc.*'  -> skip this rule,
    //    coz trailing single wildcard will be handed by [trailing wildcard]
    /(^|[^\\])(?:\\\*)+(?!$)/g,

    // '*.js' matches '.js'
    // '*.js' doesn't match 'abc'
    // 1. An asterisk "*" matches anything except a slash.
    // 2. Other consecutive asterisks are considered regular asterisks
    //    and collapse into one non-slash wildcard run.
    (_, p1) => p1 + WILDCARD,
    '*'
  ],

  // trailing wildcard, held apart from a literal star
  [
    // The step above leaves a trailing `*` alone, so a single `\*` is all that
    //   can be left at the end here, and what stands in front of it says which
    //   kind it is. A wildcard arrives as the escaper wrote it, `\*` with
    //   nothing before it; a literal arrives as the user's own escape, which
    //   the escaper doubled, and then the star's own -- `\\` and then `\*`.
    //   There is no third case: every backslash still reaching the chain is
    //   one `\*`, `\[` or `\ ` carries itself, and each is followed by its
    //   own character, so a longer run can never form. This runs while the
    //   two are still distinct, before the unescape steps below collapse the
    //   literal onto the very `\*` a wildcard leaves behind.
    /(^|[^\\])((?:\\\\)*)\\\*$/,

    (match, p1, p2) =>
      p2 === EMPTY
        // A real wildcard: carry it to `_make` as the marker, so the unescape
        //   steps and the trailing-wildcard rewrite can never mistake it for a
        //   literal `\*` (nor the reverse).
        ? p1 + TRAILING_WILDCARD
        // A literal star: leave it exactly as it stands for the unescape steps.
        : match,
    '*'
  ],

  [
    // unescape, revert step 3 except for back slash
    // For example, if a user escape a '\\*',
    // after step 3, the result will be '\\\\\\*'
    /\\\\\\(?=[$.|*+(){^])/g,
    () => ESCAPE,
    ESCAPE + ESCAPE
  ],

  [
    // '\\\\' -> '\\'
    /\\\\/g,
    () => ESCAPE,
    ESCAPE + ESCAPE
  ],

  [
    // Every real bracket expression -- POSIX classes included -- has already
    //   been held aside by `extractBrackets`, so the only `[` left in the
    //   pattern is an escaped, literal one.

    // A backslash could only stand at the end of the range if it quoted the
    //   `]`, and `\]` is held aside long before this.
    /\\\[([^\]/]*?)($|\])/g,

    // '\\[bar]' -> '\\\\[bar]'
    (match, range, close) => `\\[${range}${close}`,
    '['
  ],

  // ending
  [
    // 'js' will not match 'js.'
    // 'ab' will not match 'abc'
    DIRECT,

    // WTF!
    // https://git-scm.com/docs/gitignore
    // changes in [2.22.1](https://git-scm.com/docs/gitignore/2.22.1)
    // which re-fixes #24, #38

    // > If there is a separator at the end of the pattern then the pattern
    // > will only match directories, otherwise the pattern can match both
    // > files and directories.

    // 'js*' will not match 'a.js'
    // 'js/' will not match 'a.js'
    // 'js' will match 'a.js' and 'a.js/'
    source => {
      const last = source[source.length - 1]

      // The pattern is empty, or ends in a pending marker `_make` owns --
      //   the trailing wildcard, or a trailing "/**". A trailing `*` that is
      //   not the marker is a literal star, which anchors like any other
      //   final character.
      if (!last || last === TRAILING_WILDCARD || last === TRAILING_DOUBLESTAR) {
        return source
      }

      return last === SLASH
        // foo/ will not match 'foo'
        ? `${source}$`
        // foo matches 'foo' and 'foo/'
        : `${source}(?=$|\\/$)`
    }
  ]
]

const REGEX_REPLACE_TRAILING_WILDCARD = /(^|\\\/)?\uE000$/
const MODE_IGNORE = 'regex'
const MODE_CHECK_IGNORE = 'checkRegex'
const UNDERSCORE = '_'

const replaceTrailingWildcard = (_, p1) => {
  const prefix = p1
    // '\^':
    // '/*' does not match EMPTY
    // '/*' does not match everything

    // '\\\/':
    // 'abc/*' does not match 'abc/'
    ? `${p1}[^/]+`

    // 'a*' matches 'a'
    // 'a*' matches 'aa'
    : '[^/]*'

  return `${prefix}(?=$|\\/$)`
}

const REGEX_REPLACE_TRAILING_DOUBLESTAR = /\uE001$/

// 'abc/**' matches everything under 'abc', but not 'abc/' itself (#21):
//   requiring one arbitrary character (line terminators included, #176)
//   after 'abc/' is necessary and sufficient for `.test(path)`.
const replaceTrailingDoublestar = () => '[\\s\\S]'

// The fixed piece between the wildcard at `at` and the next wildcard of the
//   run: the tokens that separate them, joined as they appear in the source.
//   A run never holds two wildcards in a row, so there is always at least one
//   token.
const separatorAfter = (run, at) => {
  let separator = EMPTY

  for (let index = at + 1; index < run.length && !run[index].wildcard; index ++) {
    separator += run[index].single
  }

  return separator
}

// Where a run of non-slash wildcards is split by fixed pieces --
//   `[^/]*ab[^/]*cd...` -- the engine has many equivalent ways to lay the
//   input across the wildcards, and on input that does not match it works
//   through all of them, so the time grows with the number of wildcards
//   rather than the length of the path. Every wildcard but the last in such a
//   run can be pinned to stop where the piece after it begins, which leaves
//   one way to lay out the input and no rewinding, without changing which
//   paths match: the fixed pieces still bound the count, and the last
//   wildcard still absorbs the rest.
//
// A wildcard is pinned to the whole piece, never to the piece's first
//   character. The pin leaves no way back, so a wildcard that stopped at that
//   first character would hand over wherever the character happens to turn
//   up, including the places the rest of the piece cannot follow -- which is
//   how `f*o/*/*` came to miss `foo/b/c`, the first `o` of `foo` not being
//   the one the `o/` after it needs. Every token of a piece matches exactly
//   one character, so the first place the whole piece fits is the leftmost
//   place it can sit, and whatever is left over goes to the wildcards that
//   follow.
//
// The source is read one token at a time -- a wildcard, a single-character
//   piece (a literal, an escape, a class), or a parenthesised group or anchor
//   that ends the run -- so only a genuine wildcard is touched.
const pinWildcards = source => {
  if (source.indexOf(WILDCARD) < 0) {
    return source
  }

  const tokens = []
  const {length} = source
  let index = 0

  while (index < length) {
    const char = source[index]

    if (source.startsWith(WILDCARD, index)) {
      tokens.push({wildcard: true})
      index += WILDCARD.length
    } else if (char === '[') {
      let end = index + 1

      if (source[end] === '^') {
        end ++
      }

      if (source[end] === ']') {
        end ++
      }

      while (end < length && source[end] !== ']') {
        end += source[end] === ESCAPE
          ? 2
          : 1
      }

      end ++
      tokens.push({single: source.slice(index, end)})
      index = end
    } else if (char === ESCAPE) {
      tokens.push({single: source.slice(index, index + 2)})
      index += 2
    } else if (char === '(') {
      let depth = 0
      let end = index

      do {
        if (source[end] === ESCAPE) {
          end ++
        } else if (source[end] === '(') {
          depth ++
        } else if (source[end] === ')') {
          depth --
        }

        end ++
      } while (end < length && depth > 0)

      if ('*+?'.indexOf(source[end]) >= 0) {
        end ++
      }

      tokens.push({boundary: source.slice(index, end)})
      index = end
    } else if (char === '^' || char === '$') {
      tokens.push({boundary: char})
      index ++
    } else {
      tokens.push({single: char})
      index ++
    }
  }

  let out = EMPTY
  let run = []

  const flush = () => {
    let lastWildcard

    run.forEach((token, at) => {
      if (token.wildcard) {
        lastWildcard = at
      }
    })

    run.forEach((token, at) => {
      if (!token.wildcard) {
        out += token.single
        return
      }

      // Every wildcard but the last is pinned to the whole piece that
      //   follows it, for the reason set out above this function. The last
      //   one stays as it is and takes up the rest.
      out += at === lastWildcard
        ? WILDCARD
        : `(?:(?!${separatorAfter(run, at)})[^\\/])*`
    })

    run = []
  }

  tokens.forEach(token => {
    if (token.boundary === undefined) {
      run.push(token)
      return
    }

    flush()
    out += token.boundary
  })

  flush()

  return out
}

// @param {pattern}
const makeRegexPrefix = pattern => {
  // `/**` matches every path, as `**` does. The translation below only finds
  //   a globstar beside a slash it keeps, and the leading one is turned into
  //   an anchor, so `/**` would come out as `/*` and match one level only.
  //   Here rather than in `createRule`, so that `checkSourceOf`, which
  //   compiles `/**/` again without its trailing slash, gets it too.
  if (REGEX_ANCHORED_GLOBSTAR.test(pattern)) {
    pattern = '**'
  }

  const {source, sources} = extractBrackets(pattern)

  const replaced = REPLACERS.reduce(
    // A pass whose matcher finds nothing hands back the very string it was
    //   given, so asking first costs a search and saves a rewrite. Ten of the
    //   fifteen passes never fire for a typical .gitignore line, and between
    //   them they were 45% of this chain.
    (prev, [matcher, replacer, required]) => {
      if (matcher === DIRECT) {
        return replacer(prev, pattern)
      }

      if (required !== UNDEFINED && prev.indexOf(required) < 0) {
        return prev
      }

      // A pass whose matcher finds nothing hands back the very string it was
      //   given, so asking first costs a search and saves a rewrite.
      return matcher.test(prev)
        ? prev.replace(matcher, replacer.bind(pattern))
        : prev
    },
    source
  )

  // Most patterns hold no bracket expression at all, and then there is
  //   nothing to put back.
  return sources.length
    ? replaced.replace(
      REGEX_RESTORE_PLACEHOLDER,
      (match, index) => sources[index]
    )
    : replaced
}

// `checkRegex` tests a path with a trailing slash, 'abc/', the way
//   `git check-ignore` matches that literal string once the directory itself
//   is known not to be excluded (see `checkIgnore`): a trailing '/' of the
//   pattern is dropped, a basename pattern sees an empty basename, and only a
//   pattern whose last segment is a pending wildcard can match what is left
//   after the final slash -- 'abc/*' and 'abc/**' match 'abc/', and 'abc/**'
//   also matches 'abc/d/' (#77, #169).
const checkSourceOf = (body, prefix) => {
  if (body[body.length - 1] === SLASH) {
    prefix = makeRegexPrefix(body.slice(0, - 1))
  }

  const head = prefix.slice(0, - 1)
  const last = prefix[prefix.length - 1]

  return last === TRAILING_WILDCARD
    ? `${head}$`
    : last === TRAILING_DOUBLESTAR
      ? head
      : NEVER_MATCH
}

// A trailing slash does not stop a pattern being basename-only: it restricts
//   the match to a directory, it does not let the pattern reach across one.
//   Everything else a pattern can hold -- a wildcard, a character class, an
//   escape -- stays inside a single path segment too, so a pattern with no
//   separator in it can only ever describe the last one.
const matchesBasename = body => {
  const index = body.indexOf(SLASH)

  return index < 0 || index === body.length - 1
}

// The last segment of a path, keeping a trailing slash, because a pattern that
//   ends in one matches only a directory.
// 'a/b/c.js' -> 'c.js';  'a/b/' -> 'b/';  'c.js' -> 'c.js' (no copy made)
const basenameOf = path => {
  const end = path.length - 1

  const index = path.lastIndexOf(
    SLASH,
    path[end] === SLASH
      ? end - 1
      : end
  )

  return index < 0
    ? path
    : path.slice(index + 1)
}

// The parent directory of a path, with its trailing separator, or EMPTY when
//   the path has none.
// 'a/b/c' -> 'a/b/';  'a/b/' -> 'a/';  'a' -> EMPTY;  'a/' -> EMPTY
//
// A path holding an empty segment has to be taken apart, because its
//   ancestors are not prefixes of it: the parent of 'a//b' is 'a/', not
//   'a//', and the parent of '/a/' is nothing at all. Both shapes reach here
//   -- 'a//b' is accepted outright, and `checkIgnore` does not put the path
//   it is given through the relative-path check.
//
// Every other path is a prefix of itself, and cutting one costs a fraction of
//   splitting it into an array and joining that back at every level: 73ns
//   against 207ns.
const parentOf = path => {
  if (
    path.charCodeAt(0) === SLASH_CODE
    || path.indexOf(DOUBLE_SLASH) >= 0
  ) {
    const slices = path.split(SLASH).filter(Boolean)

    slices.pop()

    return slices.length
      ? slices.join(SLASH) + SLASH
      : EMPTY
  }

  const end = path.length - 1

  // Look back from before a trailing separator, since that one belongs to the
  //   path itself.
  //
  // A negative place to start would be a trap here: `lastIndexOf` clamps one
  //   to 0 and searches there rather than reporting no match, so '/' would
  //   come back as its own parent and the walk would never end. It cannot
  //   happen -- that is the only path short enough to produce one, and the
  //   test above has already sent it the other way.
  const cut = path.lastIndexOf(
    SLASH,
    path.charCodeAt(end) === SLASH_CODE
      ? end - 1
      : end
  )

  return cut < 0
    ? EMPTY
    : path.slice(0, cut + 1)
}

const isString = subject => typeof subject === 'string'

// Blank lines, comments and trailing lone backslashes are told by
//   `createRule`, once the pattern is normalized.
const checkPattern = pattern => pattern
  && isString(pattern)

// Git drops one CR before each LF, and one at the end of a final line that
//   has no LF after it.
const splitPattern = pattern => (
  pattern[pattern.length - 1] === '\r'
    ? pattern.slice(0, - 1)
    : pattern
)
.split(REGEX_SPLITALL_CRLF)
.filter(Boolean)

class IgnoreRule {
  constructor (
    pattern,
    mark,
    body,
    ignoreCase,
    negative,
    prefix
  ) {
    this.pattern = pattern
    this.mark = mark
    this.negative = negative

    define(this, 'body', body)
    define(this, 'ignoreCase', ignoreCase)
    define(this, 'regexPrefix', prefix)
  }

  // Worked out on first use and kept behind an own property, the way `regex`
  //   caches itself in `_regex`. Deciding it in the constructor instead would
  //   add a fourth `defineProperty` to every rule ever built, which cost 4% of
  //   every compile -- including the compiles of rules that are never matched
  //   against anything.
  get _basenameOnly () {
    return define(this, '_basenameOnly', matchesBasename(this.body))
  }

  get regex () {
    const key = UNDERSCORE + MODE_IGNORE

    if (this[key]) {
      return this[key]
    }

    return this._make(MODE_IGNORE, key)
  }

  get checkRegex () {
    const key = UNDERSCORE + MODE_CHECK_IGNORE

    if (this[key]) {
      return this[key]
    }

    return this._make(MODE_CHECK_IGNORE, key)
  }

  _make (mode, key) {
    const str = pinWildcards(
      mode === MODE_IGNORE
        ? this.regexPrefix
        .replace(REGEX_REPLACE_TRAILING_WILDCARD, replaceTrailingWildcard)
        .replace(REGEX_REPLACE_TRAILING_DOUBLESTAR, replaceTrailingDoublestar)
        : checkSourceOf(this.body, this.regexPrefix)
    )

    const regex = this.ignoreCase
      ? new RegExp(str, 'i')
      : new RegExp(str)

    return define(this, key, regex)
  }
}

const hasTrailingBackslash = str => {
  let count = 0

  while (str[str.length - count - 1] === ESCAPE) {
    count ++
  }

  return count % 2 === 1
}

// Read a line the way git does: when `stripLineEnd` is set (an unsplit array
//   or object pattern), drop any trailing blank lines along with the LF
//   before each and at most one CR at the end of the line; then trim trailing
//   spaces in the same backward pass. Git trims spaces only, and a space
//   escaped by an odd run of backslashes stays, unescaped, as the last one.
// Scanned from the end: a regular expression can only try each start in
//   turn, which is quadratic over a long run of spaces or backslashes.
// 'a  ' -> 'a';  'a\ ' -> 'a ';  'a\\ ' -> 'a\\';  'a\t' -> 'a\t'
// 'a\r\n' -> 'a';  'a\r\r' -> 'a\r';  'a\n\r' -> 'a'
const trimEnd = (body, stripLineEnd) => {
  let lineEnd = body.length
  let end

  for (;;) {
    if (stripLineEnd && body[lineEnd - 1] === '\r') {
      lineEnd --
    }

    end = lineEnd

    while (body[end - 1] === SPACE) {
      end --
    }

    if (!stripLineEnd || body[end - 1] !== '\n') {
      break
    }

    lineEnd = end - 1
  }

  if (end === lineEnd) {
    return body.slice(0, lineEnd)
  }

  let backslashes = 0

  while (body[end - backslashes - 1] === ESCAPE) {
    backslashes ++
  }

  return backslashes % 2
    ? body.slice(0, end - 1) + SPACE
    : body.slice(0, end)
}

const createRule = (
  pattern,
  mark,
  ignoreCase,
  stripLineEnd,
  stripBOM
) => {
  // Git drops a BOM before it reads the first line, so before anything else.
  let body = stripBOM && pattern[0] === BOM
    ? pattern.slice(1)
    : pattern

  // > A line starting with # serves as a comment.
  if (body[0] === '#') {
    return
  }

  let negative = false

  // > An optional prefix "!" which negates the pattern;
  if (body[0] === '!') {
    negative = true
    body = body.slice(1)
  }

  // Normalize the body before checking which slashes anchor the pattern.
  //   Otherwise `bar/ ` is mistaken for a pattern containing an inner slash.
  //   A line from `splitPattern` has already lost its line ending, so only a
  //   trailing space remains to trim there.
  const last = body[body.length - 1]

  if (
    last === SPACE
    || stripLineEnd && (last === '\r' || last === '\n')
  ) {
    body = trimEnd(body, stripLineEnd)
  }

  // > A blank line matches no files, so it can serve as a separator for
  // >   readability.
  // Nor does a lone "!", a pattern ending on an unpaired backslash, or
  //   anything else left empty here: an empty pattern would compile to a
  //   regex matching every path.
  if (!body || hasTrailingBackslash(body)) {
    return
  }

  body = body
  // > Put a backslash ("\") in front of the first "!" for patterns that
  // >   begin with a literal "!", for example, `"\!important!.txt"`.
  .replace(REGEX_REPLACE_LEADING_EXCAPED_EXCLAMATION, '!')
  // > Put a backslash ("\") in front of the first hash for patterns that
  // >   begin with a hash.
  .replace(REGEX_REPLACE_LEADING_EXCAPED_HASH, '#')

  const regexPrefix = makeRegexPrefix(body)

  return new IgnoreRule(
    pattern,
    mark,
    body,
    ignoreCase,
    negative,
    regexPrefix
  )
}

class RuleManager {
  constructor (ignoreCase) {
    this._ignoreCase = ignoreCase
    this._rules = []

    // How many of the rules git would tag `EXC_FLAG_NODIR`.
    //
    // The scan uses it to decide, once for the whole set, whether handing
    //   those rules the basename is worth what it costs the others. The
    //   shortcut saves a full-path scan on every rule it applies to and costs
    //   a check on every rule it does not, so a set where almost nothing is
    //   basename-only comes out behind -- a 955 pattern set with 44 of them
    //   measured 19% slower with the shortcut always on.
    //
    // Deciding this by measurement rather than by meaning is safe: a
    //   basename-only pattern gives the very same answer against the whole
    //   path, it just takes longer to say so. The choice can only change how
    //   fast the scan runs, never what it returns.
    this._basenameCount = 0
  }

  _add (pattern, index) {
    // #32
    if (pattern && pattern[KEY_IGNORE]) {
      this._rules = this._rules.concat(pattern._rules._rules)
      this._basenameCount += pattern._rules._basenameCount
      this._added = true
      return
    }

    const isStr = isString(pattern)
    const raw = isStr
      ? pattern
      : pattern.pattern

    const rule = checkPattern(raw)
      && createRule(
        raw,
        isStr ? UNDEFINED : pattern.mark,
        this._ignoreCase,
        !this._split,
        this._stripBOM && !index
      )

    if (rule) {
      this._added = true
      this._rules.push(rule)

      // Deliberately not `rule._basenameOnly`: reading that would materialise
      //   the rule's own copy, and the whole point of leaving it lazy is that
      //   a rule which is compiled and never matched never pays for it.
      if (matchesBasename(rule.body)) {
        this._basenameCount ++
      }
    }
  }

  // @param {Array<string> | string | Ignore} pattern
  add (pattern) {
    this._added = false
    this._split = isString(pattern)
    this._stripBOM = !this._split || pattern[0] === BOM

    makeArray(
      this._split
        ? splitPattern(pattern)
        : pattern
    ).forEach(this._add, this)

    if (this._added) {
      this._literalRules = UNDEFINED
    }

    return this._added
  }

  // Match the literal 'abc/' for `checkIgnore`, last rule wins. Only a rule
  //   ending in a wildcard can match it (see `checkSourceOf`), so the rest
  //   are left out once, rather than tested or compiled for every path.
  testLiteral (path) {
    const rules = this._literalRules || (
      this._literalRules = this._rules.filter(
        ({body}) => body[body.length - (
          body[body.length - 1] === SLASH ? 2 : 1
        )] === '*'
      )
    )

    let ignored = false
    let unignored = false
    let matchedRule

    for (let index = rules.length - 1; index >= 0; index --) {
      const rule = rules[index]

      if (rule.checkRegex.test(path)) {
        ignored = !rule.negative
        unignored = rule.negative
        matchedRule = rule.negative
          ? UNDEFINED
          : rule
        break
      }
    }

    const ret = {
      ignored,
      unignored
    }

    if (matchedRule) {
      ret.rule = matchedRule
    }

    return ret
  }

  // Test one single path without recursively checking parent directories
  //
  // - mode `string` either `MODE_IGNORE` or `MODE_CHECK_IGNORE`

  // @returns {TestResult}
  test (path, mode) {
    // Most of a .gitignore is patterns with no slash in them, and running
    //   those against the whole path makes the regular expression engine walk
    //   every directory name on the way to the only segment that could match.
    //   Handing them the basename instead is what git does, and it is where
    //   the time in a directory walk goes: the rule scan was two thirds of it.
    const rules = this._rules
    const {length} = rules

    const shortcut = this._basenameCount * 2 >= length

    const basename = shortcut
      ? basenameOf(path)
      : path

    // The last rule to match decides, as in git, and it is the rule
    //   `git check-ignore -v` reports, so the scan runs from the end and stops
    //   at the first match.
    // A plain loop rather than `forEach`, so that `path`, `basename` and
    //   `shortcut` are locals. As a callback they became closure variables,
    //   and reaching for one of those once per rule cost 10% of a scan over a
    //   large rule set -- more than the shortcut they were there to serve.
    for (let index = length - 1; index >= 0; index --) {
      const rule = rules[index]

      if (rule[mode].test(
        shortcut && rule._basenameOnly
          ? basename
          : path
      )) {
        const {negative} = rule

        const ret = {
          ignored: !negative,
          unignored: negative
        }

        if (!negative) {
          ret.rule = rule
        }

        return ret
      }
    }

    return {
      ignored: false,
      unignored: false
    }
  }
}

const throwError = (message, Ctor) => {
  throw new Ctor(message)
}

const checkPath = (path, originalPath, doThrow) => {
  if (!isString(path)) {
    return doThrow(
      `path must be a string, but got \`${originalPath}\``,
      TypeError
    )
  }

  // We don't know if we should ignore EMPTY, so throw
  if (!path) {
    return doThrow(`path must not be empty`, TypeError)
  }

  // Check if it is a relative path
  if (checkPath.isNotRelative(path)) {
    const r = '`path.relative()`d'
    return doThrow(
      `path should be a ${r} string, but got "${originalPath}"`,
      RangeError
    )
  }

  return true
}

// > pathname should be a `path.relative()`d one
//
// The same thing `REGEX_TEST_INVALID_PATH` says, spelled out: a path is not
//   relative if it begins with a separator, or with `./` or `../`, or is
//   nothing but `.` or `..`. Every match is decided by the first three
//   characters, and this runs on every path handed to the library -- where it
//   was 55% of a cached lookup, more than the cache lookup itself.
const isNotRelative = path => {
  const first = path.charCodeAt(0)

  if (first === SLASH_CODE) {
    return true
  }

  if (first !== DOT_CODE) {
    return false
  }

  // '.'
  if (path.length === 1) {
    return true
  }

  const second = path.charCodeAt(1)

  // './'
  if (second === SLASH_CODE) {
    return true
  }

  if (second !== DOT_CODE) {
    return false
  }

  // '..' or '../'
  return path.length === 2 || path.charCodeAt(2) === SLASH_CODE
}

checkPath.isNotRelative = isNotRelative

// On windows, the following function will be replaced
/* istanbul ignore next */
checkPath.convert = p => p


const convertPath = target =>
  isString(target) && checkPath.convert(target)


class Ignore {
  constructor ({
    ignorecase = true,
    ignoreCase = ignorecase,
    allowRelativePaths = false
  } = {}) {
    define(this, KEY_IGNORE, true)

    this._rules = new RuleManager(ignoreCase)
    this._strictPathCheck = !allowRelativePaths
    this._initCache()
  }

  _initCache () {
    // A cache for the result of `.ignores()`
    this._ignoreCache = Object.create(null)

    // A cache for the result of `.test()`
    this._testCache = Object.create(null)
  }

  add (pattern) {
    if (this._rules.add(pattern)) {
      // Some rules have just added to the ignore,
      //   making the behavior changed,
      //   so we need to re-initialize the result cache
      this._initCache()
    }

    return this
  }

  // legacy
  addPattern (pattern) {
    return this.add(pattern)
  }

  // @returns {TestResult}
  _test (originalPath, cache, path) {
    checkPath(
      path,
      originalPath,
      this._strictPathCheck
        ? throwError
        : RETURN_FALSE
    )

    return path
      ? this._t(path, cache)
      : {
        ignored: false,
        unignored: false
      }
  }

  checkIgnore (target) {
    // A Windows path is converted first, so that a directory given with a
    //   trailing separator, `\` or `/`, is told the same way
    const path = convertPath(target)

    // If the path does not end with a slash, `.ignores()` is much equivalent
    //   to `git check-ignore`
    if (!path || path.charCodeAt(path.length - 1) !== SLASH_CODE) {
      return this._test(target, this._testCache, path)
    }

    // Like `git check-ignore`: a directory excluded by itself or by an
    //   ancestor settles it, and only then is the literal 'abc/' matched
    //   against the rules (see `checkSourceOf`).
    const dir = this._t(path, this._testCache)

    if (dir.ignored) {
      return dir
    }

    const literal = this._rules.testLiteral(path)

    return literal.ignored || literal.unignored
      ? literal
      : dir
  }

  _t (
    // The path to be tested
    path,

    // The cache for the result of a certain checking
    cache
  ) {
    // Every cached result is an object, so one read both tells a hit and
    //   fetches it, where `in` and then a read hashed the path twice.
    const cached = cache[path]

    if (cached) {
      return cached
    }

    const parentPath = parentOf(path)

    // If the path contains a parent directory, check the parent first
    const parent = parentPath
      ? this._t(parentPath, cache)
      : UNDEFINED

    return cache[path] = parent && parent.ignored
      // > It is not possible to re-include a file if a parent directory of
      // >   that file is excluded.
      ? parent
      : this._rules.test(path, MODE_IGNORE)
  }

  ignores (path) {
    return this._test(path, this._ignoreCache, convertPath(path)).ignored
  }

  createFilter () {
    return path => !this.ignores(path)
  }

  filter (paths) {
    return makeArray(paths).filter(this.createFilter())
  }

  // @returns {TestResult}
  test (path) {
    return this._test(path, this._testCache, convertPath(path))
  }
}

const factory = options => new Ignore(options)

const isPathValid = path =>
  checkPath(convertPath(path), path, RETURN_FALSE)

/* istanbul ignore next */
const setupWindows = () => {
  /* eslint no-control-regex: "off" */
  const makePosix = str => /^\\\\\?\\/.test(str)
  || /["<>|\u0000-\u001F]+/u.test(str)
    ? str
    : str.replace(/\\/g, '/')

  checkPath.convert = makePosix

  // 'C:\\foo'     <- 'C:\\foo' has been converted to 'C:/'
  // 'd:\\foo'
  const REGEX_TEST_WINDOWS_PATH_ABSOLUTE = /^[a-z]:\//i
  checkPath.isNotRelative = path =>
    REGEX_TEST_WINDOWS_PATH_ABSOLUTE.test(path)
    || isNotRelative(path)
}


// Windows
// --------------------------------------------------------------
/* istanbul ignore next */
if (
  // Detect `process` so that it can run in browsers.
  typeof process !== 'undefined'
  && process.platform === 'win32'
) {
  setupWindows()
}

// COMMONJS_EXPORTS ////////////////////////////////////////////////////////////

module.exports = factory

// Although it is an anti-pattern,
//   it is still widely misused by a lot of libraries in github
// Ref: https://github.com/search?q=ignore.default%28%29&type=code
factory.default = factory

module.exports.isPathValid = isPathValid

// For testing purposes
define(module.exports, Symbol.for('setupWindows'), setupWindows)


/***/ }),

/***/ 6:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {



const pico = __nccwpck_require__(16);
const utils = __nccwpck_require__(59);

function picomatch(glob, options, returnState = false) {
  // default to os.platform()
  if (options && (options.windows === null || options.windows === undefined)) {
    // don't mutate the original options object
    options = { ...options, windows: utils.isWindows() };
  }

  return pico(glob, options, returnState);
}

Object.assign(picomatch, pico);
module.exports = picomatch;


/***/ }),

/***/ 595:
/***/ ((module) => {



const WIN_SLASH = '\\\\/';
const WIN_NO_SLASH = `[^${WIN_SLASH}]`;

const DEFAULT_MAX_EXTGLOB_RECURSION = 0;

/**
 * Posix glob regex
 */

const DOT_LITERAL = '\\.';
const PLUS_LITERAL = '\\+';
const QMARK_LITERAL = '\\?';
const SLASH_LITERAL = '\\/';
const ONE_CHAR = '(?=.)';
const QMARK = '[^/]';
const END_ANCHOR = `(?:${SLASH_LITERAL}|$)`;
const START_ANCHOR = `(?:^|${SLASH_LITERAL})`;
const DOTS_SLASH = `${DOT_LITERAL}{1,2}${END_ANCHOR}`;
const NO_DOT = `(?!${DOT_LITERAL})`;
const NO_DOTS = `(?!${START_ANCHOR}${DOTS_SLASH})`;
const NO_DOT_SLASH = `(?!${DOT_LITERAL}{0,1}${END_ANCHOR})`;
const NO_DOTS_SLASH = `(?!${DOTS_SLASH})`;
const QMARK_NO_DOT = `[^.${SLASH_LITERAL}]`;
const STAR = `${QMARK}*?`;
const SEP = '/';

const POSIX_CHARS = {
  DOT_LITERAL,
  PLUS_LITERAL,
  QMARK_LITERAL,
  SLASH_LITERAL,
  ONE_CHAR,
  QMARK,
  END_ANCHOR,
  DOTS_SLASH,
  NO_DOT,
  NO_DOTS,
  NO_DOT_SLASH,
  NO_DOTS_SLASH,
  QMARK_NO_DOT,
  STAR,
  START_ANCHOR,
  SEP
};

/**
 * Windows glob regex
 */

const WINDOWS_CHARS = {
  ...POSIX_CHARS,

  SLASH_LITERAL: `[${WIN_SLASH}]`,
  QMARK: WIN_NO_SLASH,
  STAR: `${WIN_NO_SLASH}*?`,
  DOTS_SLASH: `${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$)`,
  NO_DOT: `(?!${DOT_LITERAL})`,
  NO_DOTS: `(?!(?:^|[${WIN_SLASH}])${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$))`,
  NO_DOT_SLASH: `(?!${DOT_LITERAL}{0,1}(?:[${WIN_SLASH}]|$))`,
  NO_DOTS_SLASH: `(?!${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$))`,
  QMARK_NO_DOT: `[^.${WIN_SLASH}]`,
  START_ANCHOR: `(?:^|[${WIN_SLASH}])`,
  END_ANCHOR: `(?:[${WIN_SLASH}]|$)`,
  SEP: '\\'
};

/**
 * POSIX Bracket Regex
 */

const POSIX_REGEX_SOURCE = {
  __proto__: null,
  alnum: 'a-zA-Z0-9',
  alpha: 'a-zA-Z',
  ascii: '\\x00-\\x7F',
  blank: ' \\t',
  cntrl: '\\x00-\\x1F\\x7F',
  digit: '0-9',
  graph: '\\x21-\\x7E',
  lower: 'a-z',
  print: '\\x20-\\x7E ',
  punct: '\\-!"#$%&\'()\\*+,./:;<=>?@[\\]^_`{|}~',
  space: ' \\t\\r\\n\\v\\f',
  upper: 'A-Z',
  word: 'A-Za-z0-9_',
  xdigit: 'A-Fa-f0-9'
};

module.exports = {
  DEFAULT_MAX_EXTGLOB_RECURSION,
  MAX_LENGTH: 1024 * 64,
  POSIX_REGEX_SOURCE,

  // regular expressions
  REGEX_BACKSLASH: /\\(?![*+?^${}(|)[\]])/g,
  REGEX_NON_SPECIAL_CHARS: /^[^@![\].,$*+?^{}()|\\/]+/,
  REGEX_SPECIAL_CHARS: /[-*+?.^${}(|)[\]]/,
  REGEX_SPECIAL_CHARS_BACKREF: /(\\?)((\W)(\3*))/g,
  REGEX_SPECIAL_CHARS_GLOBAL: /([-*+?.^${}(|)[\]])/g,
  REGEX_REMOVE_BACKSLASH: /(?:\[.*?[^\\]\]|\\(?=.))/g,

  // Replace globs with equivalent patterns to reduce parsing time.
  REPLACEMENTS: {
    __proto__: null,
    '***': '*',
    '**/**': '**',
    '**/**/**': '**'
  },

  // Digits
  CHAR_0: 48, /* 0 */
  CHAR_9: 57, /* 9 */

  // Alphabet chars.
  CHAR_UPPERCASE_A: 65, /* A */
  CHAR_LOWERCASE_A: 97, /* a */
  CHAR_UPPERCASE_Z: 90, /* Z */
  CHAR_LOWERCASE_Z: 122, /* z */

  CHAR_LEFT_PARENTHESES: 40, /* ( */
  CHAR_RIGHT_PARENTHESES: 41, /* ) */

  CHAR_ASTERISK: 42, /* * */

  // Non-alphabetic chars.
  CHAR_AMPERSAND: 38, /* & */
  CHAR_AT: 64, /* @ */
  CHAR_BACKWARD_SLASH: 92, /* \ */
  CHAR_CARRIAGE_RETURN: 13, /* \r */
  CHAR_CIRCUMFLEX_ACCENT: 94, /* ^ */
  CHAR_COLON: 58, /* : */
  CHAR_COMMA: 44, /* , */
  CHAR_DOT: 46, /* . */
  CHAR_DOUBLE_QUOTE: 34, /* " */
  CHAR_EQUAL: 61, /* = */
  CHAR_EXCLAMATION_MARK: 33, /* ! */
  CHAR_FORM_FEED: 12, /* \f */
  CHAR_FORWARD_SLASH: 47, /* / */
  CHAR_GRAVE_ACCENT: 96, /* ` */
  CHAR_HASH: 35, /* # */
  CHAR_HYPHEN_MINUS: 45, /* - */
  CHAR_LEFT_ANGLE_BRACKET: 60, /* < */
  CHAR_LEFT_CURLY_BRACE: 123, /* { */
  CHAR_LEFT_SQUARE_BRACKET: 91, /* [ */
  CHAR_LINE_FEED: 10, /* \n */
  CHAR_NO_BREAK_SPACE: 160, /* \u00A0 */
  CHAR_PERCENT: 37, /* % */
  CHAR_PLUS: 43, /* + */
  CHAR_QUESTION_MARK: 63, /* ? */
  CHAR_RIGHT_ANGLE_BRACKET: 62, /* > */
  CHAR_RIGHT_CURLY_BRACE: 125, /* } */
  CHAR_RIGHT_SQUARE_BRACKET: 93, /* ] */
  CHAR_SEMICOLON: 59, /* ; */
  CHAR_SINGLE_QUOTE: 39, /* ' */
  CHAR_SPACE: 32, /*   */
  CHAR_TAB: 9, /* \t */
  CHAR_UNDERSCORE: 95, /* _ */
  CHAR_VERTICAL_LINE: 124, /* | */
  CHAR_ZERO_WIDTH_NOBREAK_SPACE: 65279, /* \uFEFF */

  /**
   * Create EXTGLOB_CHARS
   */

  extglobChars(chars) {
    return {
      '!': { type: 'negate', open: '(?:(?!(?:', close: `))${chars.STAR})` },
      '?': { type: 'qmark', open: '(?:', close: ')?' },
      '+': { type: 'plus', open: '(?:', close: ')+' },
      '*': { type: 'star', open: '(?:', close: ')*' },
      '@': { type: 'at', open: '(?:', close: ')' }
    };
  },

  /**
   * Create GLOB_CHARS
   */

  globChars(win32) {
    return win32 === true ? WINDOWS_CHARS : POSIX_CHARS;
  }
};


/***/ }),

/***/ 265:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {



const constants = __nccwpck_require__(595);
const utils = __nccwpck_require__(59);

/**
 * Constants
 */

const {
  MAX_LENGTH,
  POSIX_REGEX_SOURCE,
  REGEX_NON_SPECIAL_CHARS,
  REGEX_SPECIAL_CHARS_BACKREF,
  REPLACEMENTS
} = constants;

/**
 * Helpers
 */

const expandRange = (args, options) => {
  if (typeof options.expandRange === 'function') {
    return options.expandRange(...args, options);
  }

  args.sort();
  const value = `[${args.join('-')}]`;

  try {
    /* eslint-disable-next-line no-new */
    new RegExp(value);
  } catch (ex) {
    return args.map(v => utils.escapeRegex(v)).join('..');
  }

  return value;
};

/**
 * Create the message for a syntax error
 */

const syntaxError = (type, char) => {
  return `Missing ${type}: "${char}" - use "\\\\${char}" to match literal characters`;
};

const splitTopLevel = input => {
  const parts = [];
  let bracket = 0;
  let paren = 0;
  let quote = 0;
  let value = '';
  let escaped = false;

  for (const ch of input) {
    if (escaped === true) {
      value += ch;
      escaped = false;
      continue;
    }

    if (ch === '\\') {
      value += ch;
      escaped = true;
      continue;
    }

    if (ch === '"') {
      quote = quote === 1 ? 0 : 1;
      value += ch;
      continue;
    }

    if (quote === 0) {
      if (ch === '[') {
        bracket++;
      } else if (ch === ']' && bracket > 0) {
        bracket--;
      } else if (bracket === 0) {
        if (ch === '(') {
          paren++;
        } else if (ch === ')' && paren > 0) {
          paren--;
        } else if (ch === '|' && paren === 0) {
          parts.push(value);
          value = '';
          continue;
        }
      }
    }

    value += ch;
  }

  parts.push(value);
  return parts;
};

const isPlainBranch = branch => {
  let escaped = false;

  for (const ch of branch) {
    if (escaped === true) {
      escaped = false;
      continue;
    }

    if (ch === '\\') {
      escaped = true;
      continue;
    }

    if (/[?*+@!()[\]{}]/.test(ch)) {
      return false;
    }
  }

  return true;
};

const normalizeSimpleBranch = branch => {
  let value = branch.trim();
  let changed = true;

  while (changed === true) {
    changed = false;

    if (/^@\([^\\()[\]{}|]+\)$/.test(value)) {
      value = value.slice(2, -1);
      changed = true;
    }
  }

  if (!isPlainBranch(value)) {
    return;
  }

  return value.replace(/\\(.)/g, '$1');
};

const hasRepeatedCharPrefixOverlap = branches => {
  const values = branches.map(normalizeSimpleBranch).filter(Boolean);

  for (let i = 0; i < values.length; i++) {
    for (let j = i + 1; j < values.length; j++) {
      const a = values[i];
      const b = values[j];
      const char = a[0];

      if (!char || a !== char.repeat(a.length) || b !== char.repeat(b.length)) {
        continue;
      }

      if (a === b || a.startsWith(b) || b.startsWith(a)) {
        return true;
      }
    }
  }

  return false;
};

const parseRepeatedExtglob = (pattern, requireEnd = true) => {
  if ((pattern[0] !== '+' && pattern[0] !== '*') || pattern[1] !== '(') {
    return;
  }

  let bracket = 0;
  let paren = 0;
  let quote = 0;
  let escaped = false;

  for (let i = 1; i < pattern.length; i++) {
    const ch = pattern[i];

    if (escaped === true) {
      escaped = false;
      continue;
    }

    if (ch === '\\') {
      escaped = true;
      continue;
    }

    if (ch === '"') {
      quote = quote === 1 ? 0 : 1;
      continue;
    }

    if (quote === 1) {
      continue;
    }

    if (ch === '[') {
      bracket++;
      continue;
    }

    if (ch === ']' && bracket > 0) {
      bracket--;
      continue;
    }

    if (bracket > 0) {
      continue;
    }

    if (ch === '(') {
      paren++;
      continue;
    }

    if (ch === ')') {
      paren--;

      if (paren === 0) {
        if (requireEnd === true && i !== pattern.length - 1) {
          return;
        }

        return {
          type: pattern[0],
          body: pattern.slice(2, i),
          end: i
        };
      }
    }
  }
};

const buildCharClassStar = chars => {
  const source = chars.length === 1
    ? utils.escapeRegex(chars[0])
    : `[${chars.map(ch => utils.escapeRegex(ch)).join('')}]`;

  return `${source}*`;
};

const getStarExtglobSequenceChars = pattern => {
  let index = 0;
  const chars = [];

  while (index < pattern.length) {
    const match = parseRepeatedExtglob(pattern.slice(index), false);

    if (!match || match.type !== '*') {
      return;
    }

    const branches = splitTopLevel(match.body).map(branch => branch.trim());
    if (branches.length !== 1) {
      return;
    }

    const branch = normalizeSimpleBranch(branches[0]);
    if (!branch || branch.length !== 1) {
      return;
    }

    chars.push(branch);
    index += match.end + 1;
  }

  if (chars.length < 1) {
    return;
  }

  return chars;
};

const repeatedExtglobRecursion = pattern => {
  let depth = 0;
  let value = pattern.trim();
  let match = parseRepeatedExtglob(value);

  while (match) {
    depth++;
    value = match.body.trim();
    match = parseRepeatedExtglob(value);
  }

  return depth;
};

const analyzeRepeatedExtglob = (body, options) => {
  if (options.maxExtglobRecursion === false) {
    return { risky: false };
  }

  const max =
    typeof options.maxExtglobRecursion === 'number'
      ? options.maxExtglobRecursion
      : constants.DEFAULT_MAX_EXTGLOB_RECURSION;

  const branches = splitTopLevel(body).map(branch => branch.trim());

  if (branches.length > 1) {
    if (
      branches.some(branch => branch === '') ||
      branches.some(branch => /^[*?]+$/.test(branch)) ||
      hasRepeatedCharPrefixOverlap(branches)
    ) {
      return { risky: true };
    }
  }

  // A repeated extglob is "risky" (prone to catastrophic backtracking) when a
  // branch is itself a `*(...)` sequence, since that nests an unbounded quantifier
  // inside the outer `+(...)`/`*(...)`. When *every* branch reduces to single
  // characters we can emit one flat, ReDoS-safe character class that preserves the
  // meaning of ALL branches (e.g. `+(*(a)|*(b))` -> `[ab]*`), rather than dropping
  // every branch but the first.
  const safeChars = [];
  let sawStarSequence = false;
  let combinable = true;

  for (const branch of branches) {
    const chars = getStarExtglobSequenceChars(branch);
    if (chars) {
      sawStarSequence = true;
      safeChars.push(...chars);
      continue;
    }

    const literal = normalizeSimpleBranch(branch);
    if (literal && literal.length === 1) {
      safeChars.push(literal);
      continue;
    }

    combinable = false;

    if (repeatedExtglobRecursion(branch) > max) {
      return { risky: true };
    }
  }

  if (sawStarSequence) {
    return combinable
      ? { risky: true, safeOutput: buildCharClassStar([...new Set(safeChars)]) }
      : { risky: true };
  }

  return { risky: false };
};

/**
 * Parse the given input string.
 * @param {String} input
 * @param {Object} options
 * @return {Object}
 */

const parse = (input, options) => {
  if (typeof input !== 'string') {
    throw new TypeError('Expected a string');
  }

  input = REPLACEMENTS[input] || input;

  const opts = { ...options };
  const max = typeof opts.maxLength === 'number' ? Math.min(MAX_LENGTH, opts.maxLength) : MAX_LENGTH;

  let len = input.length;
  if (len > max) {
    throw new SyntaxError(`Input length: ${len}, exceeds maximum allowed length: ${max}`);
  }

  const bos = { type: 'bos', value: '', output: opts.prepend || '' };
  const tokens = [bos];

  const capture = opts.capture ? '' : '?:';

  // create constants based on platform, for windows or posix
  const PLATFORM_CHARS = constants.globChars(opts.windows);
  const EXTGLOB_CHARS = constants.extglobChars(PLATFORM_CHARS);

  const {
    DOT_LITERAL,
    PLUS_LITERAL,
    SLASH_LITERAL,
    ONE_CHAR,
    DOTS_SLASH,
    NO_DOT,
    NO_DOT_SLASH,
    NO_DOTS_SLASH,
    QMARK,
    QMARK_NO_DOT,
    STAR,
    START_ANCHOR
  } = PLATFORM_CHARS;

  const globstar = opts => {
    return `(${capture}(?:(?!${START_ANCHOR}${opts.dot ? DOTS_SLASH : DOT_LITERAL}).)*?)`;
  };

  const nodot = opts.dot ? '' : NO_DOT;
  const qmarkNoDot = opts.dot ? QMARK : QMARK_NO_DOT;
  let star = opts.bash === true ? globstar(opts) : STAR;

  if (opts.capture) {
    star = `(${star})`;
  }

  // minimatch options support
  if (typeof opts.noext === 'boolean') {
    opts.noextglob = opts.noext;
  }

  const state = {
    input,
    index: -1,
    start: 0,
    dot: opts.dot === true,
    consumed: '',
    output: '',
    prefix: '',
    backtrack: false,
    negated: false,
    brackets: 0,
    braces: 0,
    parens: 0,
    quotes: 0,
    globstar: false,
    tokens
  };

  input = utils.removePrefix(input, state);
  len = input.length;

  const extglobs = [];
  const braces = [];
  const stack = [];
  let prev = bos;
  let value;

  /**
   * Tokenizing helpers
   */

  const eos = () => state.index === len - 1;
  const peek = state.peek = (n = 1) => input[state.index + n];
  const advance = state.advance = () => input[++state.index] || '';
  const remaining = () => input.slice(state.index + 1);
  const consume = (value = '', num = 0) => {
    state.consumed += value;
    state.index += num;
  };

  const append = token => {
    state.output += token.output != null ? token.output : token.value;
    consume(token.value);
  };

  const negate = () => {
    let count = 1;

    while (peek() === '!' && (peek(2) !== '(' || peek(3) === '?')) {
      advance();
      state.start++;
      count++;
    }

    if (count % 2 === 0) {
      return false;
    }

    state.negated = true;
    state.start++;
    return true;
  };

  const increment = type => {
    state[type]++;
    stack.push(type);
  };

  const decrement = type => {
    state[type]--;
    stack.pop();
  };

  /**
   * Push tokens onto the tokens array. This helper speeds up
   * tokenizing by 1) helping us avoid backtracking as much as possible,
   * and 2) helping us avoid creating extra tokens when consecutive
   * characters are plain text. This improves performance and simplifies
   * lookbehinds.
   */

  const push = tok => {
    if (prev.type === 'globstar') {
      const isBrace = state.braces > 0 && (tok.type === 'comma' || tok.type === 'brace');
      const isExtglob = tok.extglob === true || (extglobs.length && (tok.type === 'pipe' || tok.type === 'paren'));

      if (tok.type !== 'slash' && tok.type !== 'paren' && !isBrace && !isExtglob) {
        state.output = state.output.slice(0, -prev.output.length);
        prev.type = 'star';
        prev.value = '*';
        prev.output = star;
        state.output += prev.output;
      }
    }

    if (extglobs.length && tok.type !== 'paren') {
      extglobs[extglobs.length - 1].inner += tok.value;
    }

    if (tok.value || tok.output) append(tok);
    if (prev && prev.type === 'text' && tok.type === 'text') {
      prev.output = (prev.output || prev.value) + tok.value;
      prev.value += tok.value;
      return;
    }

    tok.prev = prev;
    tokens.push(tok);
    prev = tok;
  };

  const extglobOpen = (type, value) => {
    const token = { ...EXTGLOB_CHARS[value], conditions: 1, inner: '' };

    token.prev = prev;
    token.parens = state.parens;
    token.output = state.output;
    token.startIndex = state.index;
    token.tokensIndex = tokens.length;
    const output = (opts.capture ? '(' : '') + token.open;

    increment('parens');
    push({ type, value, output: state.output ? '' : ONE_CHAR });
    push({ type: 'paren', extglob: true, value: advance(), output });
    extglobs.push(token);
  };

  const extglobClose = token => {
    const literal = input.slice(token.startIndex, state.index + 1);
    const body = input.slice(token.startIndex + 2, state.index);
    const analysis = analyzeRepeatedExtglob(body, opts);

    if ((token.type === 'plus' || token.type === 'star') && analysis.risky) {
      const safeOutput = analysis.safeOutput
        ? (token.output ? '' : ONE_CHAR) + (opts.capture ? `(${analysis.safeOutput})` : analysis.safeOutput)
        : undefined;
      const open = tokens[token.tokensIndex];

      open.type = 'text';
      open.value = literal;
      open.output = safeOutput || utils.escapeRegex(literal);

      for (let i = token.tokensIndex + 1; i < tokens.length; i++) {
        tokens[i].value = '';
        tokens[i].output = '';
        delete tokens[i].suffix;
      }

      state.output = token.output + open.output;
      state.backtrack = true;

      push({ type: 'paren', extglob: true, value, output: '' });
      decrement('parens');
      return;
    }

    let output = token.close + (opts.capture ? ')' : '');
    let rest;

    if (token.type === 'negate') {
      let extglobStar = star;

      if (token.inner && token.inner.length > 1 && token.inner.includes('/')) {
        extglobStar = globstar(opts);
      }

      if (extglobStar !== star || eos() || /^\)+$/.test(remaining())) {
        output = token.close = `)$))${extglobStar}`;
      }

      if (token.inner.includes('*') && (rest = remaining()) && /^\.[^\\/.]+$/.test(rest)) {
        // Any non-magical string (`.ts`) or even nested expression (`.{ts,tsx}`) can follow after the closing parenthesis.
        // In this case, we need to parse the string and use it in the output of the original pattern.
        // Suitable patterns: `/!(*.d).ts`, `/!(*.d).{ts,tsx}`, `**/!(*-dbg).@(js)`.
        //
        // Disabling the `fastpaths` option due to a problem with parsing strings as `.ts` in the pattern like `**/!(*.d).ts`.
        const expression = parse(rest, { ...options, fastpaths: false }).output;

        output = token.close = `)${expression})${extglobStar})`;
      }

      if (token.prev.type === 'bos') {
        state.negatedExtglob = true;
      }
    }

    push({ type: 'paren', extglob: true, value, output });
    decrement('parens');
  };

  /**
   * Fast paths
   */

  if (opts.fastpaths !== false && !/(^[*!]|[/()[\]{}"])/.test(input)) {
    let backslashes = false;

    let output = input.replace(REGEX_SPECIAL_CHARS_BACKREF, (m, esc, chars, first, rest, index) => {
      if (first === '\\') {
        backslashes = true;
        return m;
      }

      if (first === '?') {
        if (esc) {
          return esc + first + (rest ? QMARK.repeat(rest.length) : '');
        }
        if (index === 0) {
          return qmarkNoDot + (rest ? QMARK.repeat(rest.length) : '');
        }
        return QMARK.repeat(chars.length);
      }

      if (first === '.') {
        return DOT_LITERAL.repeat(chars.length);
      }

      if (first === '*') {
        if (esc) {
          return esc + first + (rest ? star : '');
        }
        return star;
      }
      return esc ? m : `\\${m}`;
    });

    if (backslashes === true) {
      if (opts.unescape === true) {
        output = output.replace(/\\/g, '');
      } else {
        output = output.replace(/\\+/g, m => {
          return m.length % 2 === 0 ? '\\\\' : (m ? '\\' : '');
        });
      }
    }

    if (output === input && opts.contains === true) {
      state.output = input;
      return state;
    }

    state.output = utils.wrapOutput(output, state, options);
    return state;
  }

  /**
   * Tokenize input until we reach end-of-string
   */

  while (!eos()) {
    value = advance();

    if (value === '\u0000') {
      continue;
    }

    /**
     * Escaped characters
     */

    if (value === '\\') {
      const next = peek();

      if (next === '/' && opts.bash !== true) {
        continue;
      }

      if (next === '.' || next === ';') {
        continue;
      }

      if (!next) {
        value += '\\';
        push({ type: 'text', value });
        continue;
      }

      // collapse slashes to reduce potential for exploits
      const match = /^\\+/.exec(remaining());
      let slashes = 0;

      if (match && match[0].length > 2) {
        slashes = match[0].length;
        state.index += slashes;
        if (slashes % 2 !== 0) {
          value += '\\';
        }
      }

      if (opts.unescape === true) {
        value = advance();
      } else {
        value += advance();
      }

      if (state.brackets === 0) {
        push({ type: 'text', value });
        continue;
      }
    }

    /**
     * If we're inside a regex character class, continue
     * until we reach the closing bracket.
     */

    if (state.brackets > 0 && (value !== ']' || prev.value === '[' || prev.value === '[^')) {
      if (opts.posix !== false && value === ':') {
        const inner = prev.value.slice(1);
        if (inner.includes('[')) {
          prev.posix = true;

          if (inner.includes(':')) {
            const idx = prev.value.lastIndexOf('[');
            const pre = prev.value.slice(0, idx);
            const rest = prev.value.slice(idx + 2);
            const posix = POSIX_REGEX_SOURCE[rest];
            if (posix) {
              prev.value = pre + posix;
              state.backtrack = true;
              advance();

              if (!bos.output && tokens.indexOf(prev) === 1) {
                bos.output = ONE_CHAR;
              }
              continue;
            }
          }
        }
      }

      if ((value === '[' && peek() !== ':') || (value === '-' && peek() === ']')) {
        value = `\\${value}`;
      }

      if (value === ']' && (prev.value === '[' || prev.value === '[^')) {
        value = `\\${value}`;
      }

      if (opts.posix === true && value === '!' && prev.value === '[') {
        value = '^';
      }

      prev.value += value;
      append({ value });
      continue;
    }

    /**
     * If we're inside a quoted string, continue
     * until we reach the closing double quote.
     */

    if (state.quotes === 1 && value !== '"') {
      value = utils.escapeRegex(value);
      prev.value += value;
      append({ value });
      continue;
    }

    /**
     * Double quotes
     */

    if (value === '"') {
      state.quotes = state.quotes === 1 ? 0 : 1;
      if (opts.keepQuotes === true) {
        push({ type: 'text', value });
      }
      continue;
    }

    /**
     * Parentheses
     */

    if (value === '(') {
      increment('parens');
      push({ type: 'paren', value });
      continue;
    }

    if (value === ')') {
      if (state.parens === 0 && opts.strictBrackets === true) {
        throw new SyntaxError(syntaxError('opening', '('));
      }

      const extglob = extglobs[extglobs.length - 1];
      if (extglob && state.parens === extglob.parens + 1) {
        extglobClose(extglobs.pop());
        continue;
      }

      push({ type: 'paren', value, output: state.parens ? ')' : '\\)' });
      decrement('parens');
      continue;
    }

    /**
     * Square brackets
     */

    if (value === '[') {
      if (opts.nobracket === true || !remaining().includes(']')) {
        if (opts.nobracket !== true && opts.strictBrackets === true) {
          throw new SyntaxError(syntaxError('closing', ']'));
        }

        value = `\\${value}`;
      } else {
        increment('brackets');
      }

      push({ type: 'bracket', value });
      continue;
    }

    if (value === ']') {
      if (opts.nobracket === true || (prev && prev.type === 'bracket' && prev.value.length === 1)) {
        push({ type: 'text', value, output: `\\${value}` });
        continue;
      }

      if (state.brackets === 0) {
        if (opts.strictBrackets === true) {
          throw new SyntaxError(syntaxError('opening', '['));
        }

        push({ type: 'text', value, output: `\\${value}` });
        continue;
      }

      decrement('brackets');

      const prevValue = prev.value.slice(1);
      if (prev.posix !== true && prevValue[0] === '^' && !prevValue.includes('/')) {
        value = `/${value}`;
      }

      prev.value += value;
      append({ value });

      // when literal brackets are explicitly disabled
      // assume we should match with a regex character class
      if (opts.literalBrackets === false || utils.hasRegexChars(prevValue)) {
        continue;
      }

      const escaped = utils.escapeRegex(prev.value);
      state.output = state.output.slice(0, -prev.value.length);

      // when literal brackets are explicitly enabled
      // assume we should escape the brackets to match literal characters
      if (opts.literalBrackets === true) {
        state.output += escaped;
        prev.value = escaped;
        continue;
      }

      // when the user specifies nothing, try to match both
      prev.value = `(${capture}${escaped}|${prev.value})`;
      state.output += prev.value;
      continue;
    }

    /**
     * Braces
     */

    if (value === '{' && opts.nobrace !== true) {
      increment('braces');

      const open = {
        type: 'brace',
        value,
        output: '(',
        outputIndex: state.output.length,
        tokensIndex: state.tokens.length
      };

      braces.push(open);
      push(open);
      continue;
    }

    if (value === '}') {
      const brace = braces[braces.length - 1];

      if (opts.nobrace === true || !brace) {
        push({ type: 'text', value, output: value });
        continue;
      }

      let output = ')';

      if (brace.dots === true) {
        const arr = tokens.slice();
        const range = [];

        for (let i = arr.length - 1; i >= 0; i--) {
          tokens.pop();
          if (arr[i].type === 'brace') {
            break;
          }
          if (arr[i].type !== 'dots') {
            range.unshift(arr[i].value);
          }
        }

        output = expandRange(range, opts);
        state.backtrack = true;
      }

      if (brace.comma !== true && brace.dots !== true) {
        const out = state.output.slice(0, brace.outputIndex);
        const toks = state.tokens.slice(brace.tokensIndex);
        brace.value = brace.output = '\\{';
        value = output = '\\}';
        state.output = out;
        for (const t of toks) {
          state.output += (t.output || t.value);
        }
      }

      push({ type: 'brace', value, output });
      decrement('braces');
      braces.pop();
      continue;
    }

    /**
     * Pipes
     */

    if (value === '|') {
      if (extglobs.length > 0) {
        extglobs[extglobs.length - 1].conditions++;
      }
      push({ type: 'text', value });
      continue;
    }

    /**
     * Commas
     */

    if (value === ',') {
      let output = value;

      const brace = braces[braces.length - 1];
      if (brace && stack[stack.length - 1] === 'braces') {
        brace.comma = true;
        output = '|';
      }

      push({ type: 'comma', value, output });
      continue;
    }

    /**
     * Slashes
     */

    if (value === '/') {
      // if the beginning of the glob is "./", advance the start
      // to the current index, and don't add the "./" characters
      // to the state. This greatly simplifies lookbehinds when
      // checking for BOS characters like "!" and "." (not "./")
      if (prev.type === 'dot' && state.index === state.start + 1) {
        state.start = state.index + 1;
        state.consumed = '';
        state.output = '';
        tokens.pop();
        prev = bos; // reset "prev" to the first token
        continue;
      }

      push({ type: 'slash', value, output: SLASH_LITERAL });
      continue;
    }

    /**
     * Dots
     */

    if (value === '.') {
      if (state.braces > 0 && prev.type === 'dot') {
        if (prev.value === '.') prev.output = DOT_LITERAL;
        const brace = braces[braces.length - 1];
        prev.type = 'dots';
        prev.output += value;
        prev.value += value;
        brace.dots = true;
        continue;
      }

      if ((state.braces + state.parens) === 0 && prev.type !== 'bos' && prev.type !== 'slash') {
        push({ type: 'text', value, output: DOT_LITERAL });
        continue;
      }

      push({ type: 'dot', value, output: DOT_LITERAL });
      continue;
    }

    /**
     * Question marks
     */

    if (value === '?') {
      const isGroup = prev && prev.value === '(';
      if (!isGroup && opts.noextglob !== true && peek() === '(' && peek(2) !== '?') {
        extglobOpen('qmark', value);
        continue;
      }

      if (prev && prev.type === 'paren') {
        const next = peek();
        let output = value;

        if ((prev.value === '(' && !/[!=<:]/.test(next)) || (next === '<' && !/<([!=]|\w+>)/.test(remaining()))) {
          output = `\\${value}`;
        }

        push({ type: 'text', value, output });
        continue;
      }

      if (opts.dot !== true && (prev.type === 'slash' || prev.type === 'bos')) {
        push({ type: 'qmark', value, output: QMARK_NO_DOT });
        continue;
      }

      push({ type: 'qmark', value, output: QMARK });
      continue;
    }

    /**
     * Exclamation
     */

    if (value === '!') {
      if (opts.noextglob !== true && peek() === '(') {
        if (peek(2) !== '?' || !/[!=<:]/.test(peek(3))) {
          extglobOpen('negate', value);
          continue;
        }
      }

      if (opts.nonegate !== true && state.index === 0) {
        negate();
        continue;
      }
    }

    /**
     * Plus
     */

    if (value === '+') {
      if (opts.noextglob !== true && peek() === '(' && peek(2) !== '?') {
        extglobOpen('plus', value);
        continue;
      }

      if ((prev && prev.value === '(') || opts.regex === false) {
        push({ type: 'plus', value, output: PLUS_LITERAL });
        continue;
      }

      if ((prev && (prev.type === 'bracket' || prev.type === 'paren' || prev.type === 'brace')) || state.parens > 0) {
        push({ type: 'plus', value });
        continue;
      }

      push({ type: 'plus', value: PLUS_LITERAL });
      continue;
    }

    /**
     * Plain text
     */

    if (value === '@') {
      if (opts.noextglob !== true && peek() === '(' && peek(2) !== '?') {
        push({ type: 'at', extglob: true, value, output: '' });
        continue;
      }

      push({ type: 'text', value });
      continue;
    }

    /**
     * Plain text
     */

    if (value !== '*') {
      if (value === '$' || value === '^') {
        value = `\\${value}`;
      }

      const match = REGEX_NON_SPECIAL_CHARS.exec(remaining());
      if (match) {
        value += match[0];
        state.index += match[0].length;
      }

      push({ type: 'text', value });
      continue;
    }

    /**
     * Stars
     */

    if (prev && (prev.type === 'globstar' || prev.star === true)) {
      prev.type = 'star';
      prev.star = true;
      prev.value += value;
      prev.output = star;
      state.backtrack = true;
      state.globstar = true;
      consume(value);
      continue;
    }

    let rest = remaining();
    if (opts.noextglob !== true && /^\([^?]/.test(rest)) {
      extglobOpen('star', value);
      continue;
    }

    if (prev.type === 'star') {
      if (opts.noglobstar === true) {
        consume(value);
        continue;
      }

      const prior = prev.prev;
      const before = prior.prev;
      const isStart = prior.type === 'slash' || prior.type === 'bos';
      const afterStar = before && (before.type === 'star' || before.type === 'globstar');

      if (opts.bash === true && (!isStart || (rest[0] && rest[0] !== '/'))) {
        push({ type: 'star', value, output: '' });
        continue;
      }

      const isBrace = state.braces > 0 && (prior.type === 'comma' || prior.type === 'brace');
      const isExtglob = extglobs.length && (prior.type === 'pipe' || prior.type === 'paren');
      if (!isStart && prior.type !== 'paren' && !isBrace && !isExtglob) {
        push({ type: 'star', value, output: '' });
        continue;
      }

      // strip consecutive `/**/`
      while (rest.slice(0, 3) === '/**') {
        const after = input[state.index + 4];
        if (after && after !== '/') {
          break;
        }
        rest = rest.slice(3);
        consume('/**', 3);
      }

      // A globstar followed only by balanced closing parens is at the logical end of patterns like
      // `test(/utils/**)` and `test?(/utils/**)`. Treat it as EOS so the trailing `/**` can match its
      // parent path, except in negated extglobs where that would change the exclusion semantics.
      const isEnd = eos() || (
        state.parens > 0
        && rest === ')'.repeat(state.parens)
        && !extglobs.some(extglob => extglob.type === 'negate')
      );

      if (prior.type === 'bos' && eos()) {
        prev.type = 'globstar';
        prev.value += value;
        prev.output = globstar(opts);
        state.output = prev.output;
        state.globstar = true;
        consume(value);
        continue;
      }

      if (prior.type === 'slash' && prior.prev.type !== 'bos' && !afterStar && isEnd) {
        state.output = state.output.slice(0, -(prior.output + prev.output).length);
        prior.output = `(?:${prior.output}`;

        prev.type = 'globstar';
        prev.output = globstar(opts) + (opts.strictSlashes ? ')' : '|$)');
        prev.value += value;
        state.globstar = true;
        state.output += prior.output + prev.output;
        consume(value);
        continue;
      }

      if (prior.type === 'slash' && prior.prev.type !== 'bos' && rest[0] === '/') {
        const end = rest[1] !== void 0 ? '|$' : '';

        state.output = state.output.slice(0, -(prior.output + prev.output).length);
        prior.output = `(?:${prior.output}`;

        prev.type = 'globstar';
        prev.output = `${globstar(opts)}${SLASH_LITERAL}|${SLASH_LITERAL}${end})`;
        prev.value += value;

        state.output += prior.output + prev.output;
        state.globstar = true;

        consume(value + advance());

        push({ type: 'slash', value: '/', output: '' });
        continue;
      }

      if (prior.type === 'bos' && rest[0] === '/') {
        prev.type = 'globstar';
        prev.value += value;
        prev.output = `(?:^|${SLASH_LITERAL}|${globstar(opts)}${SLASH_LITERAL})`;
        state.output = prev.output;
        state.globstar = true;
        consume(value + advance());
        push({ type: 'slash', value: '/', output: '' });
        continue;
      }

      // remove single star from output
      state.output = state.output.slice(0, -prev.output.length);

      // reset previous token to globstar
      prev.type = 'globstar';
      prev.output = globstar(opts);
      prev.value += value;

      // reset output with globstar
      state.output += prev.output;
      state.globstar = true;
      consume(value);
      continue;
    }

    const token = { type: 'star', value, output: star };

    if (opts.bash === true) {
      token.output = '.*?';
      if (prev.type === 'bos' || prev.type === 'slash') {
        token.output = nodot + token.output;
      }
      push(token);
      continue;
    }

    if (prev && (prev.type === 'bracket' || prev.type === 'paren') && opts.regex === true) {
      token.output = value;
      push(token);
      continue;
    }

    if (state.index === state.start || prev.type === 'slash' || prev.type === 'dot') {
      if (prev.type === 'dot') {
        state.output += NO_DOT_SLASH;
        prev.output += NO_DOT_SLASH;

      } else if (opts.dot === true) {
        state.output += NO_DOTS_SLASH;
        prev.output += NO_DOTS_SLASH;

      } else {
        state.output += nodot;
        prev.output += nodot;
      }

      if (peek() !== '*') {
        state.output += ONE_CHAR;
        prev.output += ONE_CHAR;
      }
    }

    push(token);
  }

  while (state.brackets > 0) {
    if (opts.strictBrackets === true) throw new SyntaxError(syntaxError('closing', ']'));
    state.output = utils.escapeLast(state.output, '[');
    decrement('brackets');
  }

  while (state.parens > 0) {
    if (opts.strictBrackets === true) throw new SyntaxError(syntaxError('closing', ')'));
    state.output = utils.escapeLast(state.output, '(');
    decrement('parens');
  }

  while (state.braces > 0) {
    if (opts.strictBrackets === true) throw new SyntaxError(syntaxError('closing', '}'));
    state.output = utils.escapeLast(state.output, '{');
    decrement('braces');
  }

  if (opts.strictSlashes !== true && (prev.type === 'star' || prev.type === 'bracket')) {
    push({ type: 'maybe_slash', value: '', output: `${SLASH_LITERAL}?` });
  }

  // rebuild the output if we had to backtrack at any point
  if (state.backtrack === true) {
    state.output = '';

    for (const token of state.tokens) {
      state.output += token.output != null ? token.output : token.value;

      if (token.suffix) {
        state.output += token.suffix;
      }
    }
  }

  return state;
};

/**
 * Fast paths for creating regular expressions for common glob patterns.
 * This can significantly speed up processing and has very little downside
 * impact when none of the fast paths match.
 */

parse.fastpaths = (input, options) => {
  const opts = { ...options };
  const max = typeof opts.maxLength === 'number' ? Math.min(MAX_LENGTH, opts.maxLength) : MAX_LENGTH;
  const len = input.length;
  if (len > max) {
    throw new SyntaxError(`Input length: ${len}, exceeds maximum allowed length: ${max}`);
  }

  input = REPLACEMENTS[input] || input;

  // create constants based on platform, for windows or posix
  const {
    DOT_LITERAL,
    SLASH_LITERAL,
    ONE_CHAR,
    DOTS_SLASH,
    NO_DOT,
    NO_DOTS,
    NO_DOTS_SLASH,
    STAR,
    START_ANCHOR
  } = constants.globChars(opts.windows);

  const nodot = opts.dot ? NO_DOTS : NO_DOT;
  const slashDot = opts.dot ? NO_DOTS_SLASH : NO_DOT;
  const capture = opts.capture ? '' : '?:';
  const state = { negated: false, prefix: '' };
  let star = opts.bash === true ? '.*?' : STAR;

  if (opts.capture) {
    star = `(${star})`;
  }

  const globstar = opts => {
    if (opts.noglobstar === true) return star;
    return `(${capture}(?:(?!${START_ANCHOR}${opts.dot ? DOTS_SLASH : DOT_LITERAL}).)*?)`;
  };

  const create = str => {
    switch (str) {
      case '*':
        return `${nodot}${ONE_CHAR}${star}`;

      case '.*':
        return `${DOT_LITERAL}${ONE_CHAR}${star}`;

      case '*.*':
        return `${nodot}${star}${DOT_LITERAL}${ONE_CHAR}${star}`;

      case '*/*':
        return `${nodot}${star}${SLASH_LITERAL}${ONE_CHAR}${slashDot}${star}`;

      case '**':
        return nodot + globstar(opts);

      case '**/*':
        return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${slashDot}${ONE_CHAR}${star}`;

      case '**/*.*':
        return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${slashDot}${star}${DOT_LITERAL}${ONE_CHAR}${star}`;

      case '**/.*':
        return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${DOT_LITERAL}${ONE_CHAR}${star}`;

      default: {
        const match = /^(.*?)\.(\w+)$/.exec(str);
        if (!match) return;

        const source = create(match[1]);
        if (!source) return;

        return source + DOT_LITERAL + match[2];
      }
    }
  };

  const output = utils.removePrefix(input, state);
  let source = create(output);

  if (source && opts.strictSlashes !== true) {
    source += `${SLASH_LITERAL}?`;
  }

  return source;
};

module.exports = parse;


/***/ }),

/***/ 16:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {



const scan = __nccwpck_require__(781);
const parse = __nccwpck_require__(265);
const utils = __nccwpck_require__(59);
const constants = __nccwpck_require__(595);
const isObject = val => val && typeof val === 'object' && !Array.isArray(val);

/**
 * Creates a matcher function from one or more glob patterns. The
 * returned function takes a string to match as its first argument,
 * and returns true if the string is a match. The returned matcher
 * function also takes a boolean as the second argument that, when true,
 * returns an object with additional information.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch(glob[, options]);
 *
 * const isMatch = picomatch('*.!(*a)');
 * console.log(isMatch('a.a')); //=> false
 * console.log(isMatch('a.b')); //=> true
 *
 * // For environments without `node.js`, `picomatch/posix` provides you a dependency-free matcher, without automatic OS detection.
 * const picomatch = require('picomatch/posix');
 * // the same API, defaulting to posix paths
 * const isMatch = picomatch('a/*');
 * console.log(isMatch('a\\b')); //=> false
 * console.log(isMatch('a/b')); //=> true
 *
 * // you can still configure the matcher function to accept windows paths
 * const isMatch = picomatch('a/*', { options: windows });
 * console.log(isMatch('a\\b')); //=> true
 * console.log(isMatch('a/b')); //=> true
 * ```
 * @name picomatch
 * @param {String|Array} `globs` One or more glob patterns.
 * @param {Object=} `options`
 * @return {Function=} Returns a matcher function.
 * @api public
 */

const picomatch = (glob, options, returnState = false) => {
  if (Array.isArray(glob)) {
    const fns = glob.map(input => picomatch(input, options, returnState));
    const arrayMatcher = str => {
      for (const isMatch of fns) {
        const state = isMatch(str);
        if (state) return state;
      }
      return false;
    };
    return arrayMatcher;
  }

  const isState = isObject(glob) && glob.tokens && glob.input;

  if (glob === '' || (typeof glob !== 'string' && !isState)) {
    throw new TypeError('Expected pattern to be a non-empty string');
  }

  const opts = options || {};
  const posix = opts.windows;
  const regex = isState
    ? picomatch.compileRe(glob, options)
    : picomatch.makeRe(glob, options, false, true);

  const state = regex.state;
  delete regex.state;

  let isIgnored = () => false;
  if (opts.ignore) {
    const ignoreOpts = { ...options, ignore: null, onMatch: null, onResult: null };
    isIgnored = picomatch(opts.ignore, ignoreOpts, returnState);
  }

  const matcher = (input, returnObject = false) => {
    const { isMatch, match, output } = picomatch.test(input, regex, options, { glob, posix });
    const result = { glob, state, regex, posix, input, output, match, isMatch };

    if (typeof opts.onResult === 'function') {
      opts.onResult(result);
    }

    if (isMatch === false) {
      result.isMatch = false;
      return returnObject ? result : false;
    }

    if (isIgnored(input)) {
      if (typeof opts.onIgnore === 'function') {
        opts.onIgnore(result);
      }
      result.isMatch = false;
      return returnObject ? result : false;
    }

    if (typeof opts.onMatch === 'function') {
      opts.onMatch(result);
    }
    return returnObject ? result : true;
  };

  if (returnState) {
    matcher.state = state;
  }

  return matcher;
};

/**
 * Test `input` with the given `regex`. This is used by the main
 * `picomatch()` function to test the input string.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch.test(input, regex[, options]);
 *
 * console.log(picomatch.test('foo/bar', /^(?:([^/]*?)\/([^/]*?))$/));
 * // { isMatch: true, match: [ 'foo/', 'foo', 'bar' ], output: 'foo/bar' }
 * ```
 * @param {String} `input` String to test.
 * @param {RegExp} `regex`
 * @return {Object} Returns an object with matching info.
 * @api public
 */

picomatch.test = (input, regex, options, { glob, posix } = {}) => {
  if (typeof input !== 'string') {
    throw new TypeError('Expected input to be a string');
  }

  if (input === '') {
    return { isMatch: false, output: '' };
  }

  const opts = options || {};
  const format = opts.format || (posix ? utils.toPosixSlashes : null);
  let match = input === glob;
  let output = (match && format) ? format(input) : input;

  if (match === false) {
    output = format ? format(input) : input;
    match = output === glob;
  }

  if (match === false || opts.capture === true) {
    if (opts.matchBase === true || opts.basename === true) {
      match = picomatch.matchBase(input, regex, options, posix);
    } else {
      match = regex.exec(output);
    }
  }

  return { isMatch: Boolean(match), match, output };
};

/**
 * Match the basename of a filepath.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch.matchBase(input, glob[, options]);
 * console.log(picomatch.matchBase('foo/bar.js', '*.js'); // true
 * ```
 * @param {String} `input` String to test.
 * @param {RegExp|String} `glob` Glob pattern or regex created by [.makeRe](#makeRe).
 * @return {Boolean}
 * @api public
 */

picomatch.matchBase = (input, glob, options, posix = options && options.windows) => {
  const regex = glob instanceof RegExp ? glob : picomatch.makeRe(glob, options);
  return regex.test(utils.basename(input, { windows: posix }));
};

/**
 * Returns true if **any** of the given glob `patterns` match the specified `string`.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch.isMatch(string, patterns[, options]);
 *
 * console.log(picomatch.isMatch('a.a', ['b.*', '*.a'])); //=> true
 * console.log(picomatch.isMatch('a.a', 'b.*')); //=> false
 * ```
 * @param {String|Array} str The string to test.
 * @param {String|Array} patterns One or more glob patterns to use for matching.
 * @param {Object} [options] See available [options](#options).
 * @return {Boolean} Returns true if any patterns match `str`
 * @api public
 */

picomatch.isMatch = (str, patterns, options) => picomatch(patterns, options)(str);

/**
 * Parse a glob pattern to create the source string for a regular
 * expression.
 *
 * ```js
 * const picomatch = require('picomatch');
 * const result = picomatch.parse(pattern[, options]);
 * ```
 * @param {String} `pattern`
 * @param {Object} `options`
 * @return {Object} Returns an object with useful properties and output to be used as a regex source string.
 * @api public
 */

picomatch.parse = (pattern, options) => {
  if (Array.isArray(pattern)) return pattern.map(p => picomatch.parse(p, options));
  return parse(pattern, { ...options, fastpaths: false });
};

/**
 * Scan a glob pattern to separate the pattern into segments.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch.scan(input[, options]);
 *
 * const result = picomatch.scan('!./foo/*.js');
 * console.log(result);
 * { prefix: '!./',
 *   input: '!./foo/*.js',
 *   start: 3,
 *   base: 'foo',
 *   glob: '*.js',
 *   isBrace: false,
 *   isBracket: false,
 *   isGlob: true,
 *   isExtglob: false,
 *   isGlobstar: false,
 *   negated: true }
 * ```
 * @param {String} `input` Glob pattern to scan.
 * @param {Object} `options`
 * @return {Object} Returns an object with
 * @api public
 */

picomatch.scan = (input, options) => scan(input, options);

/**
 * Compile a regular expression from the `state` object returned by the
 * [parse()](#parse) method.
 *
 * ```js
 * const picomatch = require('picomatch');
 * const state = picomatch.parse('*.js');
 * // picomatch.compileRe(state[, options]);
 *
 * console.log(picomatch.compileRe(state));
 * //=> /^(?:(?!\.)(?=.)[^/]*?\.js)$/
 * ```
 * @param {Object} `state`
 * @param {Object} `options`
 * @param {Boolean} `returnOutput` Intended for implementors, this argument allows you to return the raw output from the parser.
 * @param {Boolean} `returnState` Adds the state to a `state` property on the returned regex. Useful for implementors and debugging.
 * @return {RegExp}
 * @api public
 */

picomatch.compileRe = (state, options, returnOutput = false, returnState = false) => {
  if (returnOutput === true) {
    return state.output;
  }

  const opts = options || {};
  const prepend = opts.contains ? '' : '^';
  const append = opts.contains ? '' : '$';

  let source = `${prepend}(?:${state.output})${append}`;
  if (state && state.negated === true) {
    source = `^(?!${source}).*$`;
  }

  const regex = picomatch.toRegex(source, options);
  if (returnState === true) {
    regex.state = state;
  }

  return regex;
};

/**
 * Create a regular expression from a parsed glob pattern.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch.makeRe(state[, options]);
 *
 * const result = picomatch.makeRe('*.js');
 * console.log(result);
 * //=> /^(?:(?!\.)(?=.)[^/]*?\.js)$/
 * ```
 * @param {String} `state` The object returned from the `.parse` method.
 * @param {Object} `options`
 * @param {Boolean} `returnOutput` Implementors may use this argument to return the compiled output, instead of a regular expression. This is not exposed on the options to prevent end-users from mutating the result.
 * @param {Boolean} `returnState` Implementors may use this argument to return the state from the parsed glob with the returned regular expression.
 * @return {RegExp} Returns a regex created from the given pattern.
 * @api public
 */

picomatch.makeRe = (input, options = {}, returnOutput = false, returnState = false) => {
  if (!input || typeof input !== 'string') {
    throw new TypeError('Expected a non-empty string');
  }

  let parsed = { negated: false, fastpaths: true };

  if (options.fastpaths !== false && (input[0] === '.' || input[0] === '*')) {
    parsed.output = parse.fastpaths(input, options);
  }

  if (!parsed.output) {
    parsed = parse(input, options);
  }

  return picomatch.compileRe(parsed, options, returnOutput, returnState);
};

/**
 * Create a regular expression from the given regex source string.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch.toRegex(source[, options]);
 *
 * const { output } = picomatch.parse('*.js');
 * console.log(picomatch.toRegex(output));
 * //=> /^(?:(?!\.)(?=.)[^/]*?\.js)$/
 * ```
 * @param {String} `source` Regular expression source string.
 * @param {Object} `options`
 * @return {RegExp}
 * @api public
 */

picomatch.toRegex = (source, options) => {
  try {
    const opts = options || {};
    return new RegExp(source, opts.flags || (opts.nocase ? 'i' : ''));
  } catch (err) {
    if (options && options.debug === true) throw err;
    return /$^/;
  }
};

/**
 * Picomatch constants.
 * @return {Object}
 */

picomatch.constants = constants;

/**
 * Expose "picomatch"
 */

module.exports = picomatch;


/***/ }),

/***/ 781:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {



const utils = __nccwpck_require__(59);
const {
  CHAR_ASTERISK,             /* * */
  CHAR_AT,                   /* @ */
  CHAR_BACKWARD_SLASH,       /* \ */
  CHAR_COMMA,                /* , */
  CHAR_DOT,                  /* . */
  CHAR_EXCLAMATION_MARK,     /* ! */
  CHAR_FORWARD_SLASH,        /* / */
  CHAR_LEFT_CURLY_BRACE,     /* { */
  CHAR_LEFT_PARENTHESES,     /* ( */
  CHAR_LEFT_SQUARE_BRACKET,  /* [ */
  CHAR_PLUS,                 /* + */
  CHAR_QUESTION_MARK,        /* ? */
  CHAR_RIGHT_CURLY_BRACE,    /* } */
  CHAR_RIGHT_PARENTHESES,    /* ) */
  CHAR_RIGHT_SQUARE_BRACKET  /* ] */
} = __nccwpck_require__(595);

const isPathSeparator = code => {
  return code === CHAR_FORWARD_SLASH || code === CHAR_BACKWARD_SLASH;
};

const depth = token => {
  if (token.isPrefix !== true) {
    token.depth = token.isGlobstar ? Infinity : 1;
  }
};

/**
 * Quickly scans a glob pattern and returns an object with a handful of
 * useful properties, like `isGlob`, `path` (the leading non-glob, if it exists),
 * `glob` (the actual pattern), `negated` (true if the path starts with `!` but not
 * with `!(`) and `negatedExtglob` (true if the path starts with `!(`).
 *
 * ```js
 * const pm = require('picomatch');
 * console.log(pm.scan('foo/bar/*.js'));
 * { isGlob: true, input: 'foo/bar/*.js', base: 'foo/bar', glob: '*.js' }
 * ```
 * @param {String} `str`
 * @param {Object} `options`
 * @return {Object} Returns an object with tokens and regex source string.
 * @api public
 */

const scan = (input, options) => {
  const opts = options || {};

  const length = input.length - 1;
  const scanToEnd = opts.parts === true || opts.tokens === true || opts.scanToEnd === true;
  const slashes = [];
  const tokens = [];
  const parts = [];

  let str = input;
  let index = -1;
  let start = 0;
  let lastIndex = 0;
  let isBrace = false;
  let isBracket = false;
  let isGlob = false;
  let isExtglob = false;
  let isGlobstar = false;
  let braceEscaped = false;
  let backslashes = false;
  let negated = false;
  let negatedExtglob = false;
  let finished = false;
  let braces = 0;
  let prev;
  let code;
  let token = { value: '', depth: 0, isGlob: false };

  const eos = () => index >= length;
  const peek = () => str.charCodeAt(index + 1);
  const advance = () => {
    prev = code;
    return str.charCodeAt(++index);
  };

  while (index < length) {
    code = advance();
    let next;

    if (code === CHAR_BACKWARD_SLASH) {
      backslashes = token.backslashes = true;
      code = advance();

      if (code === CHAR_LEFT_CURLY_BRACE) {
        braceEscaped = true;
      }
      continue;
    }

    if (braceEscaped === true || code === CHAR_LEFT_CURLY_BRACE) {
      braces++;

      while (eos() !== true && (code = advance())) {
        if (code === CHAR_BACKWARD_SLASH) {
          backslashes = token.backslashes = true;
          advance();
          continue;
        }

        if (code === CHAR_LEFT_CURLY_BRACE) {
          braces++;
          continue;
        }

        if (braceEscaped !== true && code === CHAR_DOT && (code = advance()) === CHAR_DOT) {
          isBrace = token.isBrace = true;
          isGlob = token.isGlob = true;
          finished = true;

          if (scanToEnd === true) {
            continue;
          }

          break;
        }

        if (braceEscaped !== true && code === CHAR_COMMA) {
          isBrace = token.isBrace = true;
          isGlob = token.isGlob = true;
          finished = true;

          if (scanToEnd === true) {
            continue;
          }

          break;
        }

        if (code === CHAR_RIGHT_CURLY_BRACE) {
          braces--;

          if (braces === 0) {
            braceEscaped = false;
            isBrace = token.isBrace = true;
            finished = true;
            break;
          }
        }
      }

      if (scanToEnd === true) {
        continue;
      }

      break;
    }

    if (code === CHAR_FORWARD_SLASH) {
      slashes.push(index);
      tokens.push(token);
      token = { value: '', depth: 0, isGlob: false };

      if (finished === true) continue;
      if (prev === CHAR_DOT && index === (start + 1)) {
        start += 2;
        continue;
      }

      lastIndex = index + 1;
      continue;
    }

    if (opts.noext !== true) {
      const isExtglobChar = code === CHAR_PLUS
        || code === CHAR_AT
        || code === CHAR_ASTERISK
        || code === CHAR_QUESTION_MARK
        || code === CHAR_EXCLAMATION_MARK;

      if (isExtglobChar === true && peek() === CHAR_LEFT_PARENTHESES) {
        isGlob = token.isGlob = true;
        isExtglob = token.isExtglob = true;
        finished = true;
        if (code === CHAR_EXCLAMATION_MARK && index === start) {
          negatedExtglob = true;
        }

        if (scanToEnd === true) {
          let parens = 0;

          while (eos() !== true && (code = advance())) {
            if (code === CHAR_BACKWARD_SLASH) {
              backslashes = token.backslashes = true;
              advance();
              continue;
            }

            if (code === CHAR_LEFT_PARENTHESES) {
              parens++;
              continue;
            }

            if (code === CHAR_RIGHT_PARENTHESES && --parens === 0) {
              finished = true;
              break;
            }
          }
          continue;
        }
        break;
      }
    }

    if (code === CHAR_ASTERISK) {
      if (prev === CHAR_ASTERISK) isGlobstar = token.isGlobstar = true;
      isGlob = token.isGlob = true;
      finished = true;

      if (scanToEnd === true) {
        continue;
      }
      break;
    }

    if (code === CHAR_QUESTION_MARK) {
      isGlob = token.isGlob = true;
      finished = true;

      if (scanToEnd === true) {
        continue;
      }
      break;
    }

    if (code === CHAR_LEFT_SQUARE_BRACKET) {
      while (eos() !== true && (next = advance())) {
        if (next === CHAR_BACKWARD_SLASH) {
          backslashes = token.backslashes = true;
          advance();
          continue;
        }

        if (next === CHAR_RIGHT_SQUARE_BRACKET) {
          isBracket = token.isBracket = true;
          isGlob = token.isGlob = true;
          finished = true;
          break;
        }
      }

      if (scanToEnd === true) {
        continue;
      }

      break;
    }

    if (opts.nonegate !== true && code === CHAR_EXCLAMATION_MARK && index === start) {
      negated = token.negated = true;
      start++;
      continue;
    }

    if (opts.noparen !== true && code === CHAR_LEFT_PARENTHESES) {
      isGlob = token.isGlob = true;

      if (scanToEnd === true) {
        let parens = 1;

        while (eos() !== true && (code = advance())) {
          if (code === CHAR_BACKWARD_SLASH) {
            backslashes = token.backslashes = true;
            advance();
            continue;
          }

          if (code === CHAR_LEFT_PARENTHESES) {
            parens++;
            continue;
          }

          if (code === CHAR_RIGHT_PARENTHESES && --parens === 0) {
            finished = true;
            break;
          }
        }
        continue;
      }
      break;
    }

    if (isGlob === true) {
      finished = true;

      if (scanToEnd === true) {
        continue;
      }

      break;
    }
  }

  if (opts.noext === true) {
    isExtglob = false;
    isGlob = false;
  }

  let base = str;
  let prefix = '';
  let glob = '';

  if (start > 0) {
    prefix = str.slice(0, start);
    str = str.slice(start);
    lastIndex -= start;
  }

  if (base && isGlob === true && lastIndex > 0) {
    base = str.slice(0, lastIndex);
    glob = str.slice(lastIndex);
  } else if (isGlob === true) {
    base = '';
    glob = str;
  } else {
    base = str;
  }

  if (base && base !== '' && base !== '/' && base !== str) {
    if (isPathSeparator(base.charCodeAt(base.length - 1))) {
      base = base.slice(0, -1);
    }
  }

  if (opts.unescape === true) {
    if (glob) glob = utils.removeBackslashes(glob);

    if (base && backslashes === true) {
      base = utils.removeBackslashes(base);
    }
  }

  const state = {
    prefix,
    input,
    start,
    base,
    glob,
    isBrace,
    isBracket,
    isGlob,
    isExtglob,
    isGlobstar,
    negated,
    negatedExtglob
  };

  if (opts.tokens === true) {
    state.maxDepth = 0;
    if (!isPathSeparator(code)) {
      tokens.push(token);
    }
    state.tokens = tokens;
  }

  if (opts.parts === true || opts.tokens === true) {
    let prevIndex;

    for (let idx = 0; idx < slashes.length; idx++) {
      const n = prevIndex !== undefined ? prevIndex + 1 : start;
      const i = slashes[idx];
      const value = input.slice(n, i);
      if (opts.tokens) {
        if (idx === 0 && start !== 0) {
          tokens[idx].isPrefix = true;
          tokens[idx].value = prefix;
        } else {
          tokens[idx].value = value;
        }
        depth(tokens[idx]);
        state.maxDepth += tokens[idx].depth;
      }
      if (i >= start) {
        parts.push(value);
        prevIndex = i;
      }
    }

    const n = prevIndex !== undefined ? prevIndex + 1 : start;
    const value = input.slice(n);
    parts.push(value);

    if (opts.tokens && prevIndex && prevIndex + 1 < input.length) {
      tokens[tokens.length - 1].value = value;
      depth(tokens[tokens.length - 1]);
      state.maxDepth += tokens[tokens.length - 1].depth;
    }

    state.slashes = slashes;
    state.parts = parts;
  }

  return state;
};

module.exports = scan;


/***/ }),

/***/ 59:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {

/*global navigator*/


const {
  REGEX_BACKSLASH,
  REGEX_REMOVE_BACKSLASH,
  REGEX_SPECIAL_CHARS,
  REGEX_SPECIAL_CHARS_GLOBAL
} = __nccwpck_require__(595);

exports.isObject = val => val !== null && typeof val === 'object' && !Array.isArray(val);
exports.hasRegexChars = str => REGEX_SPECIAL_CHARS.test(str);
exports.isRegexChar = str => str.length === 1 && exports.hasRegexChars(str);
exports.escapeRegex = str => str.replace(REGEX_SPECIAL_CHARS_GLOBAL, '\\$1');
exports.toPosixSlashes = str => str.replace(REGEX_BACKSLASH, '/');

exports.isWindows = () => {
  if (typeof navigator !== 'undefined' && navigator.platform) {
    const platform = navigator.platform.toLowerCase();
    return platform === 'win32' || platform === 'windows';
  }

  if (typeof process !== 'undefined' && process.platform) {
    return process.platform === 'win32';
  }

  return false;
};

exports.removeBackslashes = str => {
  return str.replace(REGEX_REMOVE_BACKSLASH, match => {
    return match === '\\' ? '' : match;
  });
};

exports.escapeLast = (input, char, lastIdx) => {
  const idx = input.lastIndexOf(char, lastIdx);
  if (idx === -1) return input;
  if (input[idx - 1] === '\\') return exports.escapeLast(input, char, idx - 1);
  return `${input.slice(0, idx)}\\${input.slice(idx)}`;
};

exports.removePrefix = (input, state = {}) => {
  let output = input;
  if (output.startsWith('./')) {
    output = output.slice(2);
    state.prefix = './';
  }
  return output;
};

exports.wrapOutput = (input, state = {}, options = {}) => {
  const prepend = options.contains ? '' : '^';
  const append = options.contains ? '' : '$';

  let output = `${prepend}(?:${input})${append}`;
  if (state.negated === true) {
    output = `(?:^(?!${output}).*$)`;
  }
  return output;
};

exports.basename = (path, { windows } = {}) => {
  const segs = path.split(windows ? /[\\/]/ : '/');
  const last = segs[segs.length - 1];

  if (last === '') {
    return segs[segs.length - 2];
  }

  return last;
};


/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		// no module.id needed
/******/ 		// no module.loaded needed
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId](module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/compat get default export */
/******/ (() => {
/******/ 	// getDefaultExport function for compatibility with non-harmony modules
/******/ 	__nccwpck_require__.n = (module) => {
/******/ 		var getter = module && module.__esModule ?
/******/ 			() => (module['default']) :
/******/ 			() => (module);
/******/ 		__nccwpck_require__.d(getter, { a: getter });
/******/ 		return getter;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/create fake namespace object */
/******/ (() => {
/******/ 	var getProto = Object.getPrototypeOf ? (obj) => (Object.getPrototypeOf(obj)) : (obj) => (obj.__proto__);
/******/ 	var leafPrototypes;
/******/ 	// create a fake namespace object
/******/ 	// mode & 1: value is a module id, require it
/******/ 	// mode & 2: merge all properties of value into the ns
/******/ 	// mode & 4: return value when already ns object
/******/ 	// mode & 16: return value when it's Promise-like
/******/ 	// mode & 8|1: behave like require
/******/ 	__nccwpck_require__.t = function(value, mode) {
/******/ 		if(mode & 1) value = this(value);
/******/ 		if(mode & 8) return value;
/******/ 		if(typeof value === 'object' && value) {
/******/ 			if((mode & 4) && value.__esModule) return value;
/******/ 			if((mode & 16) && typeof value.then === 'function') return value;
/******/ 		}
/******/ 		var ns = Object.create(null);
/******/ 		__nccwpck_require__.r(ns);
/******/ 		var def = {};
/******/ 		leafPrototypes = leafPrototypes || [null, getProto({}), getProto([]), getProto(getProto)];
/******/ 		for(var current = mode & 2 && value; typeof current == 'object' && !~leafPrototypes.indexOf(current); current = getProto(current)) {
/******/ 			Object.getOwnPropertyNames(current).forEach((key) => (def[key] = () => (value[key])));
/******/ 		}
/******/ 		def['default'] = () => (value);
/******/ 		__nccwpck_require__.d(ns, def);
/******/ 		return ns;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/************************************************************************/
var __webpack_exports__ = {};

// NAMESPACE OBJECT: ./node_modules/@sinclair/typebox/build/esm/type/type/type.mjs
var type_type_namespaceObject = {};
__nccwpck_require__.r(type_type_namespaceObject);
__nccwpck_require__.d(type_type_namespaceObject, {
  Any: () => (Any),
  Argument: () => (Argument),
  Array: () => (array_Array),
  AsyncIterator: () => (AsyncIterator),
  Awaited: () => (Awaited),
  BigInt: () => (bigint_BigInt),
  Boolean: () => (tool_host_Boolean),
  Capitalize: () => (Capitalize),
  Composite: () => (Composite),
  Const: () => (Const),
  Constructor: () => (Constructor),
  ConstructorParameters: () => (ConstructorParameters),
  Date: () => (date_Date),
  Enum: () => (Enum),
  Exclude: () => (Exclude),
  Extends: () => (Extends),
  Extract: () => (Extract),
  Function: () => (Function),
  Index: () => (Index),
  InstanceType: () => (InstanceType),
  Instantiate: () => (Instantiate),
  Integer: () => (Integer),
  Intersect: () => (Intersect),
  Iterator: () => (Iterator),
  KeyOf: () => (KeyOf),
  Literal: () => (Literal),
  Lowercase: () => (Lowercase),
  Mapped: () => (Mapped),
  Module: () => (Module),
  Never: () => (Never),
  Not: () => (Not),
  Null: () => (Null),
  Number: () => (number_Number),
  Object: () => (object_Object),
  Omit: () => (Omit),
  Optional: () => (Optional),
  Parameters: () => (Parameters),
  Partial: () => (Partial),
  Pick: () => (Pick),
  Promise: () => (promise_Promise),
  Readonly: () => (Readonly),
  ReadonlyOptional: () => (ReadonlyOptional),
  Record: () => (Record),
  Recursive: () => (Recursive),
  Ref: () => (Ref),
  RegExp: () => (regexp_RegExp),
  Required: () => (Required),
  Rest: () => (Rest),
  ReturnType: () => (ReturnType),
  String: () => (string_String),
  Symbol: () => (symbol_Symbol),
  TemplateLiteral: () => (TemplateLiteral),
  Transform: () => (Transform),
  Tuple: () => (Tuple),
  Uint8Array: () => (uint8array_Uint8Array),
  Uncapitalize: () => (Uncapitalize),
  Undefined: () => (Undefined),
  Union: () => (Union),
  Unknown: () => (Unknown),
  Unsafe: () => (Unsafe),
  Uppercase: () => (Uppercase),
  Void: () => (Void)
});

;// CONCATENATED MODULE: external "node:child_process"
const external_node_child_process_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:child_process");
;// CONCATENATED MODULE: external "node:events"
const external_node_events_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:events");
;// CONCATENATED MODULE: external "node:timers/promises"
const promises_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:timers/promises");
;// CONCATENATED MODULE: external "node:fs"
const external_node_fs_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");
var external_node_fs_default = /*#__PURE__*/__nccwpck_require__.n(external_node_fs_namespaceObject);
;// CONCATENATED MODULE: ./src/base/path-names.ts
/**
 * Names of the working tree as git and the file systems it meets read them: which a commit must
 * not carry (DESIGN section 4a: names git cannot carry are left out and listed).
 */
/** A name of printable ASCII alone, which reads the same as bytes and as a string. */
function isPlain(name) {
    for (let i = 0; i < name.length; i++) {
        const byte = name[i];
        if (byte < 0x20 || byte >= 0x7f)
            return false;
    }
    return true;
}
/**
 * Why git (or GitHub) would refuse `name` as a path component, or undefined. Control characters
 * (a carriage return ends a line for git's own readers), names that are not UTF-8, and the names
 * git refuses itself: `.git` in any case, with NTFS's trailing dots and spaces or its short name
 * `git~1`, or with the code points HFS+ ignores; a backslash (a separator on Windows).
 */
function oddName(raw, name) {
    if (isPlain(raw)) {
        // Most names: printable ASCII that cannot spell a `.git` (the walk meets every one of them).
        const first = raw[0];
        if (first !== 0x2e && first !== 0x67 && first !== 0x47 && !raw.includes(0x5c))
            return undefined;
    }
    else if (!Buffer.from(name, "utf8").equals(raw))
        return "its name is not valid UTF-8";
    return oddComponent(name);
}
/** `oddName` for a name already known to be text (a path from a reader, a JSON string). */
function oddComponent(name) {
    // A lone surrogate is no character at all: JSON can carry one, UTF-8 cannot.
    if (/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(name))
        return "its name is not valid UTF-8";
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this finds.
    const control = /[\u0000-\u001f\u007f-\u009f]/.exec(name)?.[0];
    if (control !== undefined)
        return `its name holds ${CONTROL_WORDS[control] ?? controlWord(control)}`;
    if (name.includes("\\"))
        return "its name holds a backslash, a folder separator on Windows, where git refuses it";
    const folded = name.replace(/[\u200c-\u200f\u202a-\u202e\u206a-\u206f\ufeff]/g, "").toLowerCase();
    if (/^\.git[. ]*$/.test(folded) || /^git~\d+$/.test(folded) || /^\.git:/.test(folded))
        return "git refuses the name";
    return undefined;
}
/**
 * `.gitmodules` as git reads the name on any file system: in any case, with the trailing dots
 * and spaces NTFS drops or its short name `gitmod~N`, or with code points HFS+ ignores. Git
 * refuses such a name for a link (it would follow it to read the submodules' settings).
 */
function isGitmodules(name) {
    const folded = name.replace(/[\u200c-\u200f\u202a-\u202e\u206a-\u206f\ufeff]/g, "").toLowerCase();
    return /^\.gitmodules[. ]*$/.test(folded) || /^gitmod~\d+$/.test(folded);
}
const CONTROL_WORDS = {
    "\n": "a line break",
    "\r": "a carriage return",
    "\t": "a tab",
};
const controlWord = (c) => `a control character (U+${(c.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")})`;

;// CONCATENATED MODULE: external "node:crypto"
const external_node_crypto_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");
;// CONCATENATED MODULE: ./src/base/tree-records.ts

/** Regular file and executable modes, as git writes them in trees and indexes. */
const FILE_MODES = new Set(["100644", "100755"]);
/** How the listings' folder in the machine's temporary folder is named (a random tail follows). */
const LISTINGS_FOLDER_PREFIX = "repo-agent-listings-";
/** Git's object id of a blob: SHA-1, or SHA-256 for 64 hex digits. */
function blobId(content, hexLength) {
    const hash = (0,external_node_crypto_namespaceObject.createHash)(hexLength === 64 ? "sha256" : "sha1");
    hash.update(`blob ${content.length}\0`);
    hash.update(content);
    return hash.digest("hex");
}

;// CONCATENATED MODULE: ./src/sandbox/changed-paths.ts
/**
 * The tree of `paths` (relative to the root, each in hex: a name is bytes); undefined when one
 * is no such path (empty, absolute, or with a `.` or `..`), which the kernel never gives: the
 * whole tree is walked then.
 */
function changedTree(paths) {
    const root = { named: false, below: new Map() };
    for (const hex of paths) {
        let node = root;
        for (const part of Buffer.from(hex, "hex").toString("latin1").split("/")) {
            if (part === "" || part === "." || part === "..")
                return undefined;
            let next = node.below.get(part);
            if (!next) {
                next = { named: false, below: new Map() };
                node.below.set(part, next);
            }
            node = next;
        }
        node.named = true;
    }
    return root;
}
/** Each changed path (not the folders on the way), as the walk names paths (UTF-8). */
function* changedPaths(tree, prefix = "") {
    for (const [key, node] of tree.below) {
        const path = `${prefix}${Buffer.from(key, "latin1").toString("utf8")}`;
        if (node.named)
            yield path;
        yield* changedPaths(node, `${path}/`);
    }
}

;// CONCATENATED MODULE: ./src/sandbox/file-read.ts


/**
 * Opening an entry of a folder the walk of the working tree holds open, and reading a file, safe
 * against what the agent left there: an entry is named from the open folder, never by a path
 * another program could swap on the way; a link is never followed, a FIFO never waited on, and
 * what was opened is checked to be a regular file before it is read.
 */
const FOLDER_FLAGS = external_node_fs_namespaceObject.constants.O_RDONLY | external_node_fs_namespaceObject.constants.O_DIRECTORY | external_node_fs_namespaceObject.constants.O_NOFOLLOW;
const FILE_FLAGS = external_node_fs_namespaceObject.constants.O_RDONLY | external_node_fs_namespaceObject.constants.O_NOFOLLOW | external_node_fs_namespaceObject.constants.O_NONBLOCK | external_node_fs_namespaceObject.constants.O_NOCTTY;
/** The set-user-ID and set-group-ID bits of a mode. */
const SET_ID = 0o6000;
/** A name inside an open folder: resolved by the kernel from the folder itself, never by its path. */
const inFolder = (fd, name) => isPlain(name)
    ? `/proc/self/fd/${fd}/${name.toString("latin1")}`
    : Buffer.concat([Buffer.from(`/proc/self/fd/${fd}/`), name]);
/** Opens the folder `at` names, never through a link; undefined when it cannot. */
function openFolder(at) {
    try {
        return (0,external_node_fs_namespaceObject.openSync)(at, FOLDER_FLAGS);
    }
    catch {
        return undefined;
    }
}
/**
 * Reads the regular file `at` names. One larger than `limit.bytes` is not read (`limit.name` says
 * whose limit it is), nor one that grows past it while read.
 */
function readFile(at, limit) {
    let fd;
    try {
        fd = (0,external_node_fs_namespaceObject.openSync)(at, FILE_FLAGS);
    }
    catch (error) {
        return { why: `the agent's user cannot read it (${error.code ?? "error"})` };
    }
    let setId;
    try {
        const stat = (0,external_node_fs_namespaceObject.fstatSync)(fd);
        if (!stat.isFile())
            return { why: "it is not a regular file" };
        if ((stat.mode & SET_ID) !== 0)
            setId = clearSetId(fd, stat.mode);
        if (stat.size > limit.bytes)
            return { why: `${(stat.size / 1024 / 1024).toFixed(0)} MB, over ${limit.name}`, setId };
        const content = readAll(fd, stat.size, limit.bytes);
        if (content.length > limit.bytes)
            return { why: `it grew past ${limit.name}`, setId };
        return { content, mode: stat.mode, setId };
    }
    catch (error) {
        return { why: `it could not be read (${error.message})`, setId };
    }
    finally {
        (0,external_node_fs_namespaceObject.closeSync)(fd);
    }
}
/**
 * A file of text (a `.gitignore`) no larger than `maxBytes` when opened; undefined when it is
 * none or cannot be read. A file that grows while read is read up to `readLimit`.
 */
function readText(at, maxBytes, readLimit) {
    try {
        return withRegularFile(at, (fd, stat) => stat.size > maxBytes ? undefined : readAll(fd, stat.size, readLimit).toString("utf8"));
    }
    catch {
        return undefined;
    }
}
/**
 * Takes the set-ID bits off the file `at` names: whether they were cleared, or undefined when it
 * is not a regular file.
 */
function clearSetIdAt(at) {
    try {
        return withRegularFile(at, (fd, stat) => clearSetId(fd, stat.mode));
    }
    catch {
        return false;
    }
}
/** Opens the file `at` names and hands it to `use` if it is a regular file (else undefined); closed after. */
function withRegularFile(at, use) {
    const fd = (0,external_node_fs_namespaceObject.openSync)(at, FILE_FLAGS);
    try {
        const stat = (0,external_node_fs_namespaceObject.fstatSync)(fd);
        return stat.isFile() ? use(fd, stat) : undefined;
    }
    finally {
        (0,external_node_fs_namespaceObject.closeSync)(fd);
    }
}
/**
 * Takes the set-ID bits off an open file: only its owner (or root) can, and the agent could set
 * them only on files it owns, so its own user can always take back what it set.
 */
function clearSetId(fd, mode) {
    try {
        (0,external_node_fs_namespaceObject.fchmodSync)(fd, mode & 0o1777);
        return true;
    }
    catch {
        return false;
    }
}
/** All of an open file, from its start, or past `limit` when it is longer: `size` is a hint (a file may still grow). */
function readAll(fd, size, limit) {
    const chunks = [];
    let total = 0;
    let buffer = Buffer.allocUnsafe(Math.max(size, 1) + 1);
    for (;;) {
        const read = (0,external_node_fs_namespaceObject.readSync)(fd, buffer, 0, buffer.length, total);
        if (read === 0)
            break;
        chunks.push(buffer.subarray(0, read));
        total += read;
        if (total > limit)
            break;
        buffer = Buffer.allocUnsafe(64 * 1024);
    }
    return chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, total);
}

// EXTERNAL MODULE: ./node_modules/ignore/index.js
var ignore = __nccwpck_require__(298);
var ignore_default = /*#__PURE__*/__nccwpck_require__.n(ignore);
;// CONCATENATED MODULE: ./src/sandbox/gitignore-rules.ts

/** The rules in force at the workspace's root: the trusted repository's `info/exclude`. */
function rootRules(exclude) {
    return [{ base: "", rules: ignore_default()().add(exclude) }];
}
/** `rules` and, after them, those of the `.gitignore` of the folder `base`. */
function withGitignore(rules, base, text) {
    return [...rules, { base, rules: ignore_default()().add(text) }];
}
/** Whether the rules in force ignore `path`; deeper files override shallower ones, as in git. */
function isIgnored(rules, path, folder) {
    let ignored = false;
    for (const { base, rules: set } of rules) {
        const relative = (base === "" ? path : path.slice(base.length + 1)) + (folder ? "/" : "");
        let verdict;
        try {
            verdict = set.test(relative);
        }
        catch {
            // A name the rules library cannot take (it refuses a few shapes) is matched by no rule.
            continue;
        }
        if (verdict.ignored)
            ignored = true;
        else if (verdict.unignored)
            ignored = false;
    }
    return ignored;
}

;// CONCATENATED MODULE: ./src/sandbox/repository-change.ts


/**
 * Whether a repository nested in the workspace is the agent's, so that the walk removes its `.git`
 * and a later step that runs git there runs none of its hooks or settings (docs/security.md,
 * "Nothing hidden outlives the run"). One the agent only used (`git status`, a commit) is kept.
 */
/**
 * Entries of a git folder that no git command runs or follows: what `git status`, a commit or a
 * fetch rewrites (the index, refs, reflogs, the object store, whose `info/alternates` is looked
 * at all the same). A change to anything else (hooks, settings, `info/`, the `modules/` of
 * submodules and their hooks) makes the repository the agent's; using it does not.
 */
const REPOSITORY_DATA = new Set([
    "objects",
    "logs",
    "refs",
    "index",
    "packed-refs",
    "HEAD",
    "ORIG_HEAD",
    "FETCH_HEAD",
    "MERGE_HEAD",
    "CHERRY_PICK_HEAD",
    "REVERT_HEAD",
    "AUTO_MERGE",
    "COMMIT_EDITMSG",
    "description",
]);
/** How many entries of a `.git` folder are looked at for a change, at most; past it, it counts as changed. */
const MAX_REPOSITORY_ENTRIES = 20_000;
/**
 * Whether the `.git` that `at` names in an open folder, with `stat` its `lstat`, was made during
 * the run or changed in what git runs or follows.
 */
function repositoryChanged(at, stat, mark) {
    // A folder made during the run is the agent's; an older one is only when what runs changed
    // (its own change time moves whenever git writes its index). A gitfile or a link: any change.
    if (!stat.isDirectory())
        return mark.changed(stat);
    if (mark.born(stat))
        return true;
    // A hook rewritten in place changes no folder's time: every file but the objects is looked at.
    const fd = openFolder(at);
    if (fd === undefined)
        return false;
    try {
        return changedInside(fd, mark, { left: MAX_REPOSITORY_ENTRIES });
    }
    finally {
        (0,external_node_fs_namespaceObject.closeSync)(fd);
    }
}
/**
 * Whether anything in the open folder `fd` (a `.git`, or a folder of it) changed since the mark,
 * its object store and reflogs aside; a folder it cannot list counts as unchanged (hidden from
 * the agent, which then could not change it either). Stops at the first change.
 */
function changedInside(fd, mark, budget) {
    let entries;
    try {
        entries = (0,external_node_fs_namespaceObject.readdirSync)(`/proc/self/fd/${fd}`, { withFileTypes: true, encoding: "buffer" });
    }
    catch {
        return false;
    }
    for (const entry of entries) {
        if (--budget.left < 0)
            return true;
        const name = entry.name.toString("utf8");
        if (name.endsWith(".lock"))
            continue;
        if (name === "objects" && entry.isDirectory()) {
            // Alternates would lend the repository another's objects: its `info` is looked at.
            if (changedBelow(fd, [entry.name, Buffer.from("info")], mark, budget))
                return true;
            continue;
        }
        if (REPOSITORY_DATA.has(name))
            continue;
        const stat = (0,external_node_fs_namespaceObject.lstatSync)(inFolder(fd, entry.name), { throwIfNoEntry: false });
        if (stat && mark.changed(stat))
            return true;
        if (entry.isDirectory() && changedBelow(fd, [entry.name], mark, budget))
            return true;
    }
    return false;
}
/** `changedInside` for the folder reached from `fd` through `names`, one folder at a time; unchanged when it cannot be opened. */
function changedBelow(fd, names, mark, budget) {
    const [name, ...rest] = names;
    if (name === undefined)
        return changedInside(fd, mark, budget);
    const child = openFolder(inFolder(fd, name));
    if (child === undefined)
        return false;
    try {
        return changedBelow(child, rest, mark, budget);
    }
    finally {
        (0,external_node_fs_namespaceObject.closeSync)(child);
    }
}

;// CONCATENATED MODULE: ./src/sandbox/since-mark.ts
/**
 * What the agent made or changed, told by the change time (`WalkRequest.sinceNs`, taken by
 * `changeMark`): a time the kernel stamps and no user can set. Without a mark nothing counts as
 * the agent's.
 */
class SinceMark {
    /**
     * The mark in milliseconds, as `Stats` gives times: a double keeps them to a quarter of a
     * microsecond, and a change the agent made is at least a clock tick (milliseconds) later than
     * anything before the mark.
     */
    sinceMs;
    constructor(sinceNs) {
        this.sinceMs = sinceNs === undefined ? undefined : Number(sinceNs) / 1e6;
    }
    /** Made or changed since the agent's side was ready: a change time only the kernel sets. */
    changed(stat) {
        return this.sinceMs !== undefined && stat.ctimeMs >= this.sinceMs;
    }
    /** Made since the agent's side was ready, where the file system keeps birth times; else changed since. */
    born(stat) {
        if (stat.birthtimeMs <= 0)
            return this.changed(stat);
        return this.sinceMs !== undefined && stat.birthtimeMs >= this.sinceMs;
    }
}

;// CONCATENATED MODULE: ./src/base/result.ts
function ok(value) {
    return { ok: true, value };
}
/** A failure saying `error`, with `details` (an HTTP status) where the caller needs them. */
function fail(error, details) {
    return { ...details, ok: false, error };
}

;// CONCATENATED MODULE: ./src/base/git-index.ts

/** The extensions after which the entries are not the whole tree. */
const PARTIAL_EXTENSIONS = new Map([
    ["link", "a split index"],
    ["sdir", "a sparse index"],
]);
const STAGE_MASK = 0x3000;
const EXTENDED = 0x4000;
const INTENT_TO_ADD = 0x2000;
const NAME_LENGTH = 0xfff;
const FOLDER_MODE = 0o040000;
/** The stat data, mode, ids and sizes before the object id (ten 32-bit numbers). */
const STAT_BYTES = 40;
/**
 * Calls `each` for every entry of stage 0 that is not only intended to be added (those are in no
 * tree), in the file's order, and counts them; without `each` only checks that the file reads.
 * `hashLength` is 40 or 64 (hex digits of an object id).
 */
function readIndexEntries(data, hashLength, each) {
    if (data.length < 12 || data.toString("latin1", 0, 4) !== "DIRC")
        return fail("not a git index");
    const version = data.readUInt32BE(4);
    if (version < 2 || version > 4)
        return fail(`index version ${version}`);
    const count = data.readUInt32BE(8);
    const idBytes = hashLength / 2;
    const flagsAt = STAT_BYTES + idBytes;
    // The file ends with the checksum of what comes before it.
    const end = data.length - idBytes;
    let at = 12;
    const names = version === 4 ? new WrittenNames() : undefined;
    let listed = 0;
    for (let n = 0; n < count; n++) {
        if (at + flagsAt + 2 > end)
            return fail("the entries run past the end of the file");
        const flags = data.readUInt16BE(at + flagsAt);
        const extended = (flags & EXTENDED) !== 0;
        if (extended && version < 3)
            return fail("an extended entry in a version 2 index");
        if (extended && at + flagsAt + 4 > end)
            return fail("the entries run past the end of the file");
        const extra = extended ? data.readUInt16BE(at + flagsAt + 2) : 0;
        const nameAt = at + flagsAt + (extended ? 4 : 2);
        let name;
        let next;
        if (names) {
            const named = compressedName(data, nameAt, names);
            if (!named.ok)
                return named;
            name = { bytes: names.bytes, begin: named.value.begin, end: names.length, at };
            next = named.value.next;
        }
        else {
            // The flags hold the name's length, up to 0xfff: past that, its end is searched for.
            const length = flags & NAME_LENGTH;
            const nul = length < NAME_LENGTH && data[nameAt + length] === 0 ? nameAt + length : data.indexOf(0, nameAt);
            if (nul < 0)
                return fail("a name with no end");
            name = { bytes: data, begin: nameAt, end: nul, at };
            // The name ends with 1 to 8 NULs, which make the entry a multiple of 8 bytes.
            next = at + ((nul - at + 8) & ~7);
        }
        if (next > end)
            return fail("the entries run past the end of the file");
        if ((data.readUInt32BE(at + 24) & 0o170000) === FOLDER_MODE)
            return fail("a folder entry (a sparse index)");
        if ((flags & STAGE_MASK) === 0 && (extra & INTENT_TO_ADD) === 0) {
            each?.(name);
            listed++;
        }
        at = next;
    }
    for (; at + 8 <= end;) {
        const signature = data.toString("latin1", at, at + 4);
        const partial = PARTIAL_EXTENSIONS.get(signature);
        if (partial)
            return fail(`${partial} (the ${signature} extension)`);
        at += 8 + data.readUInt32BE(at + 4);
    }
    return at === end ? ok({ entries: listed }) : fail("the extensions run past the end of the file");
}
/**
 * Version 4's names written out whole, one after another, in one buffer that doubles as it
 * fills: an earlier name stays where it was written, and `bytes`, the latest buffer, holds them
 * all. No object is made per name.
 */
class WrittenNames {
    bytes = Buffer.allocUnsafe(64 * 1024);
    length = 0;
    /** Where the last name begins. */
    last = 0;
    /** Makes room for `more` bytes. */
    reserve(more) {
        if (this.length + more <= this.bytes.length)
            return;
        const grown = Buffer.allocUnsafe(Math.max(this.bytes.length * 2, this.length + more));
        this.bytes.copy(grown, 0, 0, this.length);
        this.bytes = grown;
    }
}
/**
 * Version 4: how many bytes of the previous name to drop (a varint), then the rest, NUL-ended;
 * the name is written out whole into `names`, where it begins at `begin` and ends at its length.
 */
function compressedName(data, nameAt, names) {
    let at = nameAt;
    let byte = data[at++] ?? 0;
    let drop = byte & 0x7f;
    // Git's offset varint: each further byte adds one before shifting.
    while (byte & 0x80) {
        if (drop > 0xffff)
            return fail("a name's prefix length that overflows");
        byte = data[at++] ?? 0;
        drop = ((drop + 1) << 7) | (byte & 0x7f);
    }
    const previous = names.length - names.last;
    if (drop > previous)
        return fail("a name that drops more than the name before it has");
    const nul = data.indexOf(0, at);
    if (nul < 0)
        return fail("a name with no end");
    const kept = previous - drop;
    names.reserve(kept + nul - at);
    const begin = names.length;
    // Byte by byte: names are short, and a copy call per name costs more than its bytes.
    const out = names.bytes;
    for (let i = 0; i < kept; i++)
        out[begin + i] = out[names.last + i];
    for (let i = at; i < nul; i++)
        out[begin + kept + i - at] = data[i];
    names.last = begin;
    names.length = begin + kept + nul - at;
    return ok({ begin, next: nul + 1 });
}
/** The stat data the walk compares, the mode and the object id of the entry at `at`. */
function indexEntry(data, at, hashLength) {
    return {
        mtimeS: data.readUInt32BE(at + 8),
        mtimeNs: data.readUInt32BE(at + 12),
        ino: data.readUInt32BE(at + 20),
        mode: data.readUInt32BE(at + 24),
        size: data.readUInt32BE(at + 36),
        sha: data.toString("hex", at + STAT_BYTES, at + STAT_BYTES + hashLength / 2),
    };
}

;// CONCATENATED MODULE: ./src/sandbox/walk-listings.ts



/**
 * The start commit's entries by path, each with what the trusted index says of its file when
 * the index holds the same content (`Listings`): one lookup per entry the walk meets. The file
 * is read whole at once, and only where each path's record begins is noted; a record is parsed
 * by positions (see `statData`) when its path is looked up, which the walk does once. On a
 * checkout of 150,000 files the reading takes 0.4 s instead of 0.7 (the walk then takes 0.1 s
 * more), and the reader 50 MB less than with an object per record. A record with stat data of
 * another shape is an entry without it: what is missing is read, never assumed. A copy of the
 * trusted index (`Listings.index`) is read the same way, as bytes, in a third of the time.
 *
 * A walk that looks up a few paths only (`few`: what the kernel recorded as changed) makes no
 * string of the copy's paths at all: it halves over their bytes, which git keeps in its order
 * (`BytePaths`). On 150,000 files that takes the reading from 150 ms to about 25.
 */
class StartListing {
    records;
    /** Where each record begins in the listing. */
    starts = [];
    /** Whether the walk came across each record: the start commit's paths it never did are gone. */
    seen;
    parse;
    constructor(listings, hashLength, few = false) {
        const data = listings.index ? (0,external_node_fs_namespaceObject.readFileSync)(listings.index) : undefined;
        const bytes = few && data ? new BytePaths() : undefined;
        const named = bytes ? undefined : new NamedPaths();
        const note = (at, path) => {
            named?.add(path, this.starts.length);
            this.starts.push(at);
        };
        // A path of the copy is made a string only where it is kept by name.
        const noteEntry = ({ bytes: held, begin, end, at }) => {
            if (!bytes)
                return note(at, held.toString("utf8", begin, end));
            bytes.add(held, begin, end);
            this.starts.push(at);
        };
        this.parse = data
            ? indexRecords(data, hashLength, noteEntry)
            : textRecords(listings.start ? (0,external_node_fs_namespaceObject.readFileSync)(listings.start, "utf8") : "", note);
        this.records = (bytes ?? named);
        this.seen = new Uint8Array(this.starts.length);
    }
    has(path) {
        return this.records.find(path) !== undefined;
    }
    get(path) {
        const record = this.records.find(path);
        return record === undefined ? undefined : this.entry(record);
    }
    /** Marks `path` as come across. */
    see(path) {
        const record = this.records.find(path);
        if (record !== undefined)
            this.seen[record] = 1;
    }
    /** Every path and its entry, in the listing's order. */
    *[Symbol.iterator]() {
        for (let record = 0; record < this.starts.length; record++)
            yield [this.records.path(record), this.entry(record)];
    }
    /** The entries the walk never came across. */
    *unseen() {
        for (let record = 0; record < this.starts.length; record++)
            if (!this.seen[record])
                yield [this.records.path(record), this.entry(record)];
    }
    /** The entries at `path` or below it that the walk never came across, found by halving. */
    *unseenAt(path) {
        // Every path that begins with `path` follows, `path-x` and `path.x` among them.
        for (let record = this.records.firstFrom(path); record < this.starts.length; record++) {
            const found = this.records.path(record);
            if (!found.startsWith(path))
                break;
            if ((found.length === path.length || found[path.length] === "/") && !this.seen[record]) {
                this.seen[record] = 1;
                yield [found, this.entry(record)];
            }
        }
    }
    entry(record) {
        return this.parse(this.starts[record]);
    }
}
/** Each path as a string, found in a `Map`: for a walk that looks every path up. */
class NamedPaths {
    records = new Map();
    paths = [];
    add(path, record) {
        this.records.set(path, record);
        this.paths.push(path);
    }
    find(path) {
        return this.records.get(path);
    }
    path(record) {
        return this.paths[record];
    }
    firstFrom(path) {
        let low = 0;
        let high = this.paths.length;
        while (low < high) {
            const middle = (low + high) >>> 1;
            if (byteOrder(this.paths[middle], path) < 0)
                low = middle + 1;
            else
                high = middle;
        }
        return low;
    }
}
/**
 * Each path where its bytes lie in the index copy (or, in version 4, in the names written out
 * whole: `IndexEntryAt.bytes`), found by halving: git refuses an index whose paths are out of
 * order, and the copy was read by git (`copyIndex`) in a folder only the action may write.
 */
class BytePaths {
    begins = [];
    ends = [];
    data = Buffer.alloc(0);
    add(bytes, begin, end) {
        this.data = bytes;
        this.begins.push(begin);
        this.ends.push(end);
    }
    find(path) {
        const key = Buffer.from(path, "utf8");
        const record = this.firstFrom(key);
        return record < this.begins.length && this.compare(key, record) === 0 ? record : undefined;
    }
    path(record) {
        return this.data.toString("utf8", this.begins[record], this.ends[record]);
    }
    firstFrom(path) {
        const key = typeof path === "string" ? Buffer.from(path, "utf8") : path;
        let low = 0;
        let high = this.begins.length;
        while (low < high) {
            const middle = (low + high) >>> 1;
            if (this.compare(key, middle) > 0)
                low = middle + 1;
            else
                high = middle;
        }
        return low;
    }
    /** `key` against the record's path, byte by byte. */
    compare(key, record) {
        return key.compare(this.data, this.begins[record], this.ends[record]);
    }
}
/** Notes each record of the text listing `text`; returns how one is parsed. */
function textRecords(text, note) {
    for (let at = 0; at < text.length;) {
        const nul = text.indexOf("\0", at);
        const end = nul < 0 ? text.length : nul;
        const tab = text.indexOf("\t", at);
        const space = text.indexOf(" ", at);
        if (tab >= 0 && tab < end && space > at && space < tab)
            note(at, text.slice(tab + 1, end));
        at = end + 1;
    }
    return (at) => parseText(text, at);
}
/**
 * Notes each entry of the index copy `data`; returns how one is parsed. The action checked that
 * it reads (`readIndexEntries`) before it gave it: one that does not is a failed listing.
 */
function indexRecords(data, hashLength, note) {
    const read = readIndexEntries(data, hashLength, note);
    if (!read.ok)
        throw new Error(`the copy of the index cannot be read: ${read.error}`);
    return (at) => {
        const { mode, sha, ...indexed } = indexEntry(data, at, hashLength);
        const entry = { mode: mode.toString(8), sha };
        if (FILE_MODES.has(entry.mode))
            entry.indexed = indexed;
        return entry;
    };
}
/** `<mode> <object>[ <stat data>]\t<path>`, by positions: splitting it into strings takes half as long again. */
function parseText(text, at) {
    const tab = text.indexOf("\t", at);
    const space = text.indexOf(" ", at);
    const shaEnd = text.indexOf(" ", space + 1);
    const stat = shaEnd >= 0 && shaEnd < tab;
    const entry = {
        mode: text.slice(at, space),
        sha: text.slice(space + 1, stat ? shaEnd : tab),
    };
    if (stat && FILE_MODES.has(entry.mode)) {
        const indexed = statData(text, shaEnd + 1, tab);
        if (indexed)
            entry.indexed = indexed;
    }
    return entry;
}
/** Each of the stat data's numbers, as git writes it. */
const STAT_FIELD = /^\d{1,15}$/;
/** "<mtime s> <mtime ns> <ino> <size>" between `from` and `to`; undefined for anything else. */
function statData(text, from, to) {
    const fields = [];
    let at = from;
    while (fields.length < 4) {
        const space = text.indexOf(" ", at);
        const end = space >= 0 && space < to ? space : to;
        const field = text.slice(at, end);
        if (!STAT_FIELD.test(field))
            return undefined;
        fields.push(Number(field));
        at = end + 1;
    }
    const [mtimeS, mtimeNs, ino, size] = fields;
    return at === to + 1 ? { mtimeS, mtimeNs, ino, size } : undefined;
}
/**
 * `a` before `b` (negative), as their UTF-8 bytes sort, which is git's order: as UTF-16 code
 * units but for a surrogate (a code point past U+FFFF), which sorts after U+E000 to U+FFFF.
 */
function byteOrder(a, b) {
    const length = Math.min(a.length, b.length);
    for (let i = 0; i < length; i++) {
        const x = a.charCodeAt(i);
        const y = b.charCodeAt(i);
        if (x === y)
            continue;
        const xHigh = x >= 0xd800 && x <= 0xdfff;
        const yHigh = y >= 0xd800 && y <= 0xdfff;
        if (xHigh !== yHigh)
            return xHigh ? 1 : -1;
        return x - y;
    }
    return a.length - b.length;
}

;// CONCATENATED MODULE: ./src/sandbox/tree-walk.ts









/**
 * The working tree read for publishing, with the rights of whoever runs this (DESIGN section 4a:
 * the action reads the agent's work only with the agent's rights). With the sandbox on it runs in
 * a process of the sandbox user, started once the agent's processes are gone; with it off, in
 * the action itself. Either way nothing is opened by a path handed to another program: each
 * folder is opened from the one above it with O_NOFOLLOW, each file with O_NOFOLLOW and
 * O_NONBLOCK (a FIFO never waits for a writer), and the opened file is checked to be a regular
 * file before it is read (file-read.ts). A link is read as a link and never followed. What the
 * agent made or changed is told by change times (since-mark.ts); a nested repository's `.git` it
 * made or changed is removed on the way (repository-change.ts).
 *
 * What comes out is a stream of records (src/base/tree-records.ts), data for the action to check
 * (`checkRecord`), for what differs from the start commit only: files whose content or mode
 * differ carry their content, and the start commit's paths that are gone are named last. A file
 * the agent never touched is taken from the trusted index by its `lstat` alone and not read.
 */
/** GitHub refuses files over 100 MB; such files are left out of the commit and listed. */
const tree_walk_MAX_FILE_BYTES = 100 * 1024 * 1024;
/** The longest link target read (PATH_MAX): a longer one is not a link the kernel made. */
const tree_walk_MAX_LINK_BYTES = 4096;
/** Folders deeper than this are left out (and listed): no repository nests so deep, a hostile tree may. */
const MAX_DEPTH = 256;
const GITLINK = "160000";
const LINK = "120000";
/** A regular file's mode as git writes it in trees. */
const modeOf = (executable) => (executable ? "100755" : "100644");
/** The largest file read (`readFile`), named as the reader is told of one left out. */
const GITHUB_LIMIT = { bytes: tree_walk_MAX_FILE_BYTES, name: "GitHub's 100 MB limit" };
/** The largest `.gitignore` read. */
const MAX_GITIGNORE_BYTES = 1024 * 1024;
function kindOf(entry) {
    if (entry.isDirectory())
        return "folder";
    if (entry.isFile())
        return "file";
    if (entry.isSymbolicLink())
        return "link";
    if (entry.isFIFO())
        return "fifo";
    if (entry.isSocket())
        return "socket";
    if (entry.isCharacterDevice() || entry.isBlockDevice())
        return "device";
    return "other";
}
const KIND_WORDS = {
    folder: "a folder",
    file: "a file",
    link: "a link",
    fifo: "a FIFO (named pipe), which git cannot hold",
    socket: "a socket, which git cannot hold",
    device: "a device file, which git cannot hold",
    other: "not a file git can hold",
};
const MOVED_GIT = "a nested repository's .git, moved during the run; never committed";
const DOT_GIT = Buffer.from(".git");
const GITIGNORE = Buffer.from(".gitignore");
/**
 * Reads the listings at once, and returns the walk of the working tree, which yields its records
 * (see `TreeRecord`), depth first: once this returns, the listings may be removed. The walk never
 * throws for what it finds: an entry it cannot read is a record that says so. It throws only when
 * the root itself cannot be opened; this, when a listing cannot be read.
 */
function tree_walk_walkTree(request, options = {}) {
    return walkRecords(new Walk(request, options.moveWorkingFolder === true), request);
}
function* walkRecords(walk, request) {
    const root = (0,external_node_fs_namespaceObject.openSync)(request.root, FOLDER_FLAGS);
    const rules = rootRules(request.exclude);
    try {
        yield* walk.folder({ fd: root, path: "", depth: 0, scope: "commit", rules, changed: walk.changed });
    }
    finally {
        walk.leave();
        (0,external_node_fs_namespaceObject.closeSync)(root);
    }
    yield* walk.gone();
}
class Walk {
    request;
    moveWorkingFolder;
    /** The folder that is the working folder now (`WalkOptions.moveWorkingFolder`). */
    here;
    mark;
    /** The start commit's entries by path, each marked once the walk comes across it. */
    tracked;
    /** What changed during the run (`WalkRequest.changed`), where that is known. */
    changed;
    constructor(request, moveWorkingFolder) {
        this.request = request;
        this.moveWorkingFolder = moveWorkingFolder;
        this.mark = new SinceMark(request.sinceNs);
        this.tracked = new StartListing(request.listings, request.hashLength, request.changed !== undefined);
        this.changed = request.changed && changedTree(request.changed);
    }
    /**
     * The start commit's paths the walk never came across: removed, or made folders. Where what
     * changed is known, only those at or below a changed path: the rest were never looked at.
     */
    *gone() {
        const unseen = this.changed
            ? [...changedPaths(this.changed)].flatMap((path) => [...this.tracked.unseenAt(path)])
            : this.tracked.unseen();
        for (const [path, entry] of unseen)
            if (entry.mode !== GITLINK)
                yield { type: "gone", path };
    }
    /** The name `name` in the open folder `fd`: by name alone when that folder is the working folder. */
    at(fd, name) {
        if (this.here !== fd)
            return inFolder(fd, name);
        return isPlain(name) ? name.toString("latin1") : name;
    }
    enter(fd) {
        if (!this.moveWorkingFolder || this.here === fd)
            return;
        process.chdir(`/proc/self/fd/${fd}`);
        this.here = fd;
    }
    /** Leaves the working folder at `/`, as the walk found no reason to keep any. */
    leave() {
        if (this.here === undefined)
            return;
        process.chdir("/");
        this.here = undefined;
    }
    /**
     * A folder's entries: every one, or where what changed in it is known (`Folder.changed`) those
     * that changed and those on the way to one, each by its `lstat`.
     */
    *folder(folder) {
        const { changed } = folder;
        // Where only what changed is looked at, each entry is found by name, not listed.
        const byName = changed !== undefined && !changed.named;
        let entries;
        try {
            this.enter(folder.fd);
            if (byName) {
                entries = [];
                for (const [key, below] of changed.below) {
                    const name = Buffer.from(key, "latin1");
                    const stat = this.lstat(folder.fd, name);
                    if (stat)
                        entries.push({ name, kind: kindOf(stat), changed: below, stat });
                }
            }
            else {
                const listed = this.here === folder.fd ? "." : `/proc/self/fd/${folder.fd}`;
                entries = (0,external_node_fs_namespaceObject.readdirSync)(listed, { withFileTypes: true, encoding: "buffer" }).map((entry) => ({
                    name: entry.name,
                    kind: kindOf(entry),
                }));
            }
        }
        catch (error) {
            yield* this.folderLeft(folder.path, unreadable(error));
            return;
        }
        // Listed whole, the listing says what it holds; else each is looked up.
        const holds = (name, kind) => byName
            ? this.lstat(folder.fd, name) !== undefined
            : entries.some((entry) => entry.name.equals(name) && (kind === undefined || entry.kind === kind));
        let scope = folder.scope;
        if (folder.path !== "" && holds(DOT_GIT)) {
            yield* this.nestedRepository(folder, DOT_GIT);
            if (scope === "commit") {
                scope = "nested";
                if (!this.tracked.has(folder.path))
                    yield { type: "left", path: `${folder.path}/`, why: "a nested git repository, never committed" };
            }
        }
        let rules = folder.rules;
        if (scope === "commit" && holds(GITIGNORE, "file")) {
            // Read only where it is a regular file (`readText`), whatever the lookup said.
            const text = readText(this.at(folder.fd, GITIGNORE), MAX_GITIGNORE_BYTES, tree_walk_MAX_FILE_BYTES);
            if (text !== undefined)
                rules = withGitignore(rules, folder.path, text);
        }
        const here = { ...folder, scope, rules };
        for (const entry of entries)
            yield* this.entry(here, entry);
    }
    /** One entry of `folder`, as its scope and rules say (the folder's own, its `.git` aside). */
    *entry(folder, entry) {
        const { kind } = entry;
        const { scope } = folder;
        const name = entry.name.toString("utf8");
        if (name === ".git")
            return;
        const path = folder.path ? `${folder.path}/${name}` : name;
        const tracked = this.tracked.get(path);
        const odd = oddName(entry.name, name);
        const ignored = scope === "commit" && !tracked && isIgnored(folder.rules, path, kind === "folder");
        const entryScope = scope === "commit" && ignored ? "ignored" : scope;
        if (kind === "folder") {
            if (tracked?.mode === GITLINK)
                return;
            if (odd && entryScope === "commit")
                yield* this.folderLeft(path, odd);
            else
                yield* this.subfolder(folder, entry, path, entryScope);
            return;
        }
        if (tracked?.mode === GITLINK)
            return;
        if (tracked)
            this.tracked.see(path);
        if (!tracked && entryScope !== "commit") {
            yield* this.madeCheck(folder.fd, entry.name, path);
            return;
        }
        const refused = odd ?? (kind === "link" && isGitmodules(name) ? "git refuses a link named .gitmodules" : undefined);
        if (refused || (kind !== "file" && kind !== "link")) {
            yield this.notCommitted(path, tracked, refused ?? KIND_WORDS[kind]);
            return;
        }
        if (kind === "link")
            yield* this.link(folder.fd, entry.name, path, tracked);
        else if (!this.unchanged(folder.fd, entry, tracked))
            yield* this.file(folder.fd, entry.name, path, tracked);
    }
    /** Opens and walks a folder below `parent`; one that cannot be opened is a record that says why. */
    *subfolder(parent, { name, changed }, path, scope) {
        if (parent.depth + 1 > MAX_DEPTH) {
            yield* this.folderLeft(path, `nested deeper than ${MAX_DEPTH} folders`);
            return;
        }
        const at = this.at(parent.fd, name);
        let fd;
        try {
            fd = (0,external_node_fs_namespaceObject.openSync)(at, FOLDER_FLAGS);
        }
        catch (error) {
            // Hidden from the agent, so its user cannot open it: said for what it is.
            if (this.isPrivate((0,external_node_fs_namespaceObject.lstatSync)(at, { throwIfNoEntry: false })))
                yield { type: "left", path: `${path}/`, why: MOVED_GIT };
            else
                yield* this.folderLeft(path, unreadable(error));
            return;
        }
        try {
            if (this.isPrivate((0,external_node_fs_namespaceObject.fstatSync)(fd))) {
                yield { type: "left", path: `${path}/`, why: MOVED_GIT };
                return;
            }
            yield* this.folder({ fd, path, depth: parent.depth + 1, scope, rules: parent.rules, changed });
        }
        finally {
            this.enter(parent.fd);
            (0,external_node_fs_namespaceObject.closeSync)(fd);
        }
    }
    isPrivate(stat) {
        return stat !== undefined && this.request.privateFolders?.has(`${stat.dev}:${stat.ino}`) === true;
    }
    /**
     * A folder the walk does not enter, listed (the root aside): every tracked path below it stays
     * as the start commit has it.
     */
    *folderLeft(folder, why) {
        if (folder !== "")
            yield { type: "left", path: `${folder}/`, why };
        const prefix = folder === "" ? "" : `${folder}/`;
        for (const [path, entry] of this.tracked)
            if (path.startsWith(prefix) && entry.mode !== GITLINK) {
                this.tracked.see(path);
                yield { type: "keep", path, why: `${why}; kept as it was` };
            }
    }
    notCommitted(path, tracked, why) {
        return tracked ? { type: "keep", path, why: `${why}; kept as it was` } : { type: "left", path, why };
    }
    /**
     * True for a file the agent never touched that is the start commit's (see `Listings`),
     * from its `lstat` alone: the index's entry is the start commit's, with the same mode. False
     * when it must be read. A set-ID bit is never unchanged: it is cleared.
     */
    unchanged(folderFd, entry, tracked) {
        const indexed = tracked?.indexed;
        if (!indexed || !tracked || this.request.sinceNs === undefined)
            return false;
        const stat = entry.stat ?? this.lstat(folderFd, entry.name);
        // Git's fields are 32 bits wide; the times compared to the microsecond, far below a clock tick.
        const indexedMtimeMs = (indexed.mtimeS + Math.floor(stat ? stat.mtimeMs / 1000 / 2 ** 32 : 0) * 2 ** 32) * 1000;
        if (!stat?.isFile() ||
            this.mark.changed(stat) ||
            (stat.mode & SET_ID) !== 0 ||
            stat.ino % 2 ** 32 !== indexed.ino ||
            stat.size % 2 ** 32 !== indexed.size ||
            Math.abs(stat.mtimeMs - indexedMtimeMs - indexed.mtimeNs / 1e6) >= 0.001)
            return false;
        return modeOf((stat.mode & 0o100) !== 0) === tracked.mode;
    }
    *file(folderFd, name, path, tracked) {
        const read = readFile(this.at(folderFd, name), GITHUB_LIMIT);
        if (read.setId !== undefined)
            yield { type: "set-id", path, cleared: read.setId };
        if (read.content === undefined) {
            yield this.notCommitted(path, tracked, read.why);
            return;
        }
        const executable = (read.mode & 0o100) !== 0;
        const sha = blobId(read.content, this.request.hashLength);
        // The start commit's content and mode: nothing to say.
        if (tracked?.sha === sha && tracked.mode === modeOf(executable))
            return;
        yield { type: "file", path, executable, sha, content: read.content };
    }
    *link(folderFd, name, path, tracked) {
        let target;
        try {
            target = (0,external_node_fs_namespaceObject.readlinkSync)(this.at(folderFd, name), { encoding: "buffer" });
        }
        catch (error) {
            yield this.notCommitted(path, tracked, `its target could not be read (${error.message})`);
            return;
        }
        if (target.length > tree_walk_MAX_LINK_BYTES)
            yield this.notCommitted(path, tracked, "its target is too long");
        else if (tracked?.mode !== LINK || blobId(target, this.request.hashLength) !== tracked.sha)
            yield { type: "link", path, target };
    }
    /** A file that is not committed: listed when the agent made or changed it, and set-ID bits noted. */
    *madeCheck(folderFd, name, path) {
        const stat = this.lstat(folderFd, name);
        if (!stat)
            return;
        if (this.mark.changed(stat))
            yield { type: "made", path };
        if (!stat.isFile() || (stat.mode & SET_ID) === 0)
            return;
        const cleared = clearSetIdAt(this.at(folderFd, name));
        if (cleared !== undefined)
            yield { type: "set-id", path, cleared };
    }
    /** The `.git` of a repository nested in `folder`: removed when the agent made or changed it. */
    *nestedRepository(folder, name) {
        const path = `${folder.path}/.git`;
        const stat = this.lstat(folder.fd, name);
        if (!stat || !repositoryChanged(this.at(folder.fd, name), stat, this.mark))
            return;
        try {
            // Through the open parent: a folder swapped for a link on the way is never followed.
            (0,external_node_fs_namespaceObject.rmSync)(this.at(folder.fd, name), { recursive: true, force: true });
            yield { type: "repository", path, removed: true };
        }
        catch (error) {
            yield { type: "repository", path, removed: false, why: error.message };
        }
    }
    lstat(folderFd, name) {
        try {
            return (0,external_node_fs_namespaceObject.lstatSync)(this.at(folderFd, name), { throwIfNoEntry: false });
        }
        catch {
            return undefined;
        }
    }
}
/** Why a folder cannot be walked, from the error opening or listing it. */
const unreadable = (error) => `the agent's user cannot read it (${error.code ?? "error"})`;

;// CONCATENATED MODULE: ./src/sandbox/tree-stream.ts





/**
 * The walk of the working tree (tree-walk.ts) across a process boundary: the tool host's script,
 * started with `read-tree` as the sandbox user once the agent's processes are gone, reads the
 * request on stdin and writes `{"type":"listed"}` once it has read the listings, then the records
 * to stdout, each a JSON line, followed by the raw bytes of a file's content or a link's target
 * when it has them, and `{"type":"end"}` last.
 *
 * Everything that comes back is checked as data: the reading process has only the agent's rights,
 * so at worst it says what the agent could have written into the tree itself.
 */
/** How long the whole read may take before the reader is killed and the read fails. */
const READ_TREE_TIMEOUT_MS = (/* unused pure expression or super */ null && (15 * 60_000));
/** How long the reader may take to exit once it has sent its end. */
const READER_EXIT_MS = 1000;
/** The longest header line: a path (PATH_MAX) and a reason, with room to spare. */
const MAX_HEADER_BYTES = (/* unused pure expression or super */ null && (64 * 1024));
function toWire(request) {
    const { sinceNs, privateFolders, ...rest } = request;
    return {
        ...rest,
        ...(sinceNs !== undefined ? { sinceNs: sinceNs.toString() } : {}),
        privateFolders: [...(privateFolders ?? [])],
    };
}
function fromWire(wire) {
    const { sinceNs, privateFolders, ...rest } = wire;
    return {
        ...rest,
        ...(sinceNs !== undefined ? { sinceNs: BigInt(sinceNs) } : {}),
        privateFolders: new Set(privateFolders),
    };
}
/**
 * The reader's side: reads one request line from `input`, walks, writes the records to `output`
 * with back-pressure, then `end` (or `failed` with the reason). Resolves when all is written.
 */
async function serveTreeRead(input, output) {
    const write = async (chunk) => {
        if (!output.write(chunk))
            await (0,external_node_events_namespaceObject.once)(output, "drain");
    };
    const chunks = [];
    for await (const chunk of input) {
        chunks.push(chunk);
        if (chunk.includes(10))
            break;
    }
    try {
        const line = Buffer.concat(chunks).toString("utf8");
        const request = fromWire(JSON.parse(line.slice(0, line.indexOf("\n"))));
        let pending = [];
        let pendingBytes = 0;
        const records = tree_walk_walkTree(request, { moveWorkingFolder: true });
        // The listings are read: the action may remove them, and fill its own index meanwhile.
        await write(`${JSON.stringify({ type: "listed" })}\n`);
        for (const record of records) {
            const { header, body } = tree_stream_frame(record);
            pending.push(header);
            pendingBytes += header.length;
            if (body) {
                pending.push(body);
                pendingBytes += body.length;
            }
            // Headers are small and many: sent in batches rather than a write each.
            if (pendingBytes >= 256 * 1024) {
                await write(Buffer.concat(pending.map((p) => (typeof p === "string" ? Buffer.from(p) : p))));
                pending = [];
                pendingBytes = 0;
            }
        }
        pending.push(`${JSON.stringify({ type: "end" })}\n`);
        await write(Buffer.concat(pending.map((p) => (typeof p === "string" ? Buffer.from(p) : p))));
    }
    catch (error) {
        await write(`${JSON.stringify({ type: "failed", error: error.message })}\n`);
    }
}
function tree_stream_frame(record) {
    if (record.type === "file") {
        const { content, ...rest } = record;
        return { header: `${JSON.stringify({ ...rest, bytes: content.length })}\n`, body: content };
    }
    if (record.type === "link") {
        const { target, ...rest } = record;
        return { header: `${JSON.stringify({ ...rest, bytes: target.length })}\n`, body: target };
    }
    return { header: `${JSON.stringify(record)}\n` };
}
/**
 * Starts the reader, sends `request` and yields its records, checked, the first batch empty:
 * the reader has read the listings then, and they may go. Throws (ending the read)
 * when the reader fails, breaks the format, dies before `end` or runs out of time: a tree read
 * in part must never be committed, since what is missing would be deleted.
 */
async function* readTreeAs(launch, request) {
    const [file, ...args] = launch.argv;
    if (!file)
        throw new Error("no command to start the reader");
    const child = spawn(file, args, { cwd: "/", env: launch.env, stdio: ["pipe", "pipe", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk) => {
        stderr = (stderr + chunk.toString("utf8")).slice(-2048);
    });
    child.stdin.on("error", () => undefined);
    const started = new Promise((resolve, reject) => {
        child.once("spawn", resolve);
        child.once("error", reject);
    });
    const exited = new Promise((resolve) => child.once("close", (code, signal) => resolve(signal ? `killed by ${signal}` : `exit code ${code}`)));
    let timedOut = false;
    const timer = setTimeout(() => {
        timedOut = true;
        child.kill("SIGKILL");
    }, launch.timeoutMs ?? READ_TREE_TIMEOUT_MS);
    try {
        await started;
        child.stdin.end(`${JSON.stringify(toWire(request))}\n`);
        let ended = false;
        for await (const batch of decodeFrames(child.stdout)) {
            if (batch === "end") {
                ended = true;
                break;
            }
            yield batch;
        }
        // The reader exits after its end: waited for (a moment at most), so that once this returns
        // no process of the sandbox user is left reading, and the give-back that follows meets none.
        if (ended)
            await Promise.race([exited, sleep(READER_EXIT_MS, undefined, { ref: false })]);
        else {
            const how = timedOut ? `ran past ${(launch.timeoutMs ?? READ_TREE_TIMEOUT_MS) / 1000} s` : await exited;
            const why = stderr.trim().split("\n").at(-1);
            throw new Error(`the reader of the working tree stopped before its end (${how})${why ? `: ${why}` : ""}`);
        }
    }
    finally {
        clearTimeout(timer);
        if (child.exitCode === null && child.signalCode === null)
            child.kill("SIGKILL");
    }
}
/**
 * Bytes received and not yet taken, as the chunks came: a header or a body is copied out once,
 * so a 100 MB file arriving in thousands of chunks costs one copy, not one per chunk.
 */
class Pending {
    chunks = [];
    /** Read position in the first chunk. */
    start = 0;
    length = 0;
    push(chunk) {
        this.chunks.push(chunk);
        this.length += chunk.length;
    }
    /** The offset of the first newline from the read position, or -1. */
    newline() {
        let offset = 0;
        for (const [i, chunk] of this.chunks.entries()) {
            const from = i === 0 ? this.start : 0;
            const at = chunk.indexOf(10, from);
            if (at >= 0)
                return offset + at - from;
            offset += chunk.length - from;
        }
        return -1;
    }
    /** The next `n` bytes (at most `length`); a view into a chunk when they lie in one. */
    take(n) {
        const first = this.chunks[0];
        if (first && first.length - this.start >= n) {
            const taken = first.subarray(this.start, this.start + n);
            this.advance(n);
            return taken;
        }
        const out = Buffer.allocUnsafe(n);
        let filled = 0;
        while (filled < n) {
            const chunk = this.chunks[0];
            const part = Math.min(n - filled, chunk.length - this.start);
            chunk.copy(out, filled, this.start, this.start + part);
            filled += part;
            this.advance(part);
        }
        return out;
    }
    advance(n) {
        this.start += n;
        this.length -= n;
        while (this.chunks.length > 0 && this.start >= this.chunks[0].length) {
            this.start -= this.chunks.shift().length;
        }
    }
}
/**
 * The frames of `stream` as checked records, a batch for each chunk that completes some, then
 * "end". Throws on anything malformed.
 */
async function* decodeFrames(stream) {
    const pending = new Pending();
    let header;
    /** The reader said it has read the listings: an empty batch says so on. */
    let listed = false;
    for await (const chunk of stream) {
        pending.push(chunk);
        const batch = [];
        for (;;) {
            if (!header) {
                const at = pending.newline();
                if (at < 0) {
                    if (pending.length > MAX_HEADER_BYTES)
                        throw new Error("the reader sent a header over the size limit");
                    break;
                }
                if (at > MAX_HEADER_BYTES)
                    throw new Error("the reader sent a header over the size limit");
                const line = pending
                    .take(at + 1)
                    .subarray(0, at)
                    .toString("utf8");
                const fields = parseHeader(line);
                if (fields.type === "end") {
                    if (batch.length > 0)
                        yield batch;
                    yield "end";
                    return;
                }
                if (fields.type === "listed") {
                    listed = true;
                    continue;
                }
                if (fields.type === "failed")
                    throw new Error(`the reader of the working tree failed: ${String(fields.error).slice(0, 500)}`);
                header = { fields, bytes: bodyLength(fields) };
            }
            if (pending.length < header.bytes)
                break;
            const body = header.bytes > 0 ? Buffer.from(pending.take(header.bytes)) : undefined;
            batch.push(checkRecord(header.fields, body));
            header = undefined;
        }
        if (batch.length > 0 || listed)
            yield batch;
        listed = false;
    }
}
function parseHeader(line) {
    let value;
    try {
        value = JSON.parse(line);
    }
    catch {
        throw new Error("the reader sent a header that is not JSON");
    }
    if (!isRecord(value))
        throw new Error("the reader sent a header that is not an object");
    return value;
}
function bodyLength(fields) {
    if (fields.bytes === undefined)
        return 0;
    const bytes = fields.bytes;
    const max = fields.type === "link" ? MAX_LINK_BYTES : MAX_FILE_BYTES;
    if (!Number.isSafeInteger(bytes) || bytes < 0 || bytes > max)
        throw new Error(`the reader announced ${String(bytes)} bytes for a ${String(fields.type)}`);
    return bytes;
}
const isText = (value) => typeof value === "string";
/**
 * A record from its header and body, with every field checked: a path that could leave the
 * workspace or name a `.git`, a sha that is not one, or a field of the wrong type ends the read.
 */
function checkRecord(fields, body) {
    const { type, path } = fields;
    // Only a folder left out is named with a slash at its end.
    const bare = isText(path) && type === "left" ? path.replace(/\/$/, "") : path;
    if (!isText(path) || !isText(bare) || !isSafePath(bare))
        throw new Error(`the reader sent an unsafe path: ${JSON.stringify(String(path)).slice(0, 200)}`);
    const bad = () => {
        throw new Error(`the reader sent a malformed ${String(type)} record for ${path}`);
    };
    switch (type) {
        case "file": {
            const { executable, sha } = fields;
            // A file comes with its content: an unchanged one is not sent at all.
            if (typeof executable !== "boolean" ||
                !isText(sha) ||
                !/^[0-9a-f]{40}([0-9a-f]{24})?$/.test(sha) ||
                !body)
                return bad();
            return { type, path, executable, sha, content: body };
        }
        case "link":
            return body ? { type, path, target: body } : bad();
        case "keep":
        case "left":
            return isText(fields.why) ? { type, path, why: fields.why.slice(0, 500) } : bad();
        case "repository": {
            if (typeof fields.removed !== "boolean" || !path.endsWith("/.git"))
                return bad();
            const why = isText(fields.why) ? { why: fields.why.slice(0, 500) } : {};
            return { type, path, removed: fields.removed, ...why };
        }
        case "made":
        case "gone":
            return { type, path };
        case "set-id":
            return typeof fields.cleared === "boolean" ? { type, path, cleared: fields.cleared } : bad();
        default:
            return bad();
    }
}
/**
 * A relative, `/`-separated path with no empty, `.` or `..` component and no NUL: one that stays
 * inside the workspace. (`.git` components are the caller's to judge: a `repository` names one.)
 */
function isSafePath(path) {
    if (path === "" || path.length > 4096 || path.includes("\0") || path.startsWith("/"))
        return false;
    return path.split("/").every((part) => part !== "" && part !== "." && part !== "..");
}
/** The walk in this process, as the same stream (the sandbox off: the action's user is the agent's). */
async function* readTreeHere(request) {
    const records = walkTree(request);
    // The listings are read (see `readTreeAs`).
    yield [];
    let batch = [];
    for (const record of records) {
        batch.push(record);
        if (batch.length === HERE_BATCH) {
            yield batch;
            batch = [];
        }
    }
    if (batch.length > 0)
        yield batch;
}
/** Records handed on at once by `readTreeHere`: each hand-over is a turn of the event loop. */
const HERE_BATCH = 1024;

;// CONCATENATED MODULE: ./src/base/image-types.ts
/**
 * The image formats every supported model API accepts (Anthropic's list; OpenAI takes the same
 * four), and how an image's type is told: from its bytes, never from what a sender claims.
 */
const IMAGE_MEDIA_TYPES = ["image/png", "image/jpeg", "image/gif", "image/webp"];
/** The image type of `bytes`, read from their first bytes; undefined when they are none of the four. */
function sniffImageType(bytes) {
    const startsWith = (signature, at = 0) => signature.every((byte, i) => bytes[at + i] === byte);
    if (startsWith([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
        return "image/png";
    if (startsWith([0xff, 0xd8, 0xff]))
        return "image/jpeg";
    if (startsWith(ascii("GIF87a")) || startsWith(ascii("GIF89a")))
        return "image/gif";
    if (startsWith(ascii("RIFF")) && startsWith(ascii("WEBP"), 8))
        return "image/webp";
    return undefined;
}
function ascii(text) {
    return [...text].map((character) => character.charCodeAt(0));
}

;// CONCATENATED MODULE: ./src/text/json.ts
/** Narrows a JSON value to an object whose fields can be read; arrays are not records. */
function json_isRecord(value) {
    return typeof value === "object" && value !== null && !Array.isArray(value);
}

;// CONCATENATED MODULE: ./src/text/clip.ts
/**
 * The one place text is cut to a size. Every cut lands on a character boundary: a character
 * outside the Basic Multilingual Plane (an emoji, many CJK ideographs) is two UTF-16 units, and
 * cutting between them leaves a lone surrogate that JSON encoders, GitHub and terminals show as
 * garbage or reject.
 */
const isHighSurrogate = (code) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code) => code >= 0xdc00 && code <= 0xdfff;
/** The largest index <= `index` that does not fall inside a surrogate pair of `text`. */
function boundaryBefore(text, index) {
    if (index <= 0)
        return 0;
    if (index >= text.length)
        return text.length;
    const inPair = isLowSurrogate(text.charCodeAt(index)) && isHighSurrogate(text.charCodeAt(index - 1));
    return inPair ? index - 1 : index;
}
/** The smallest index >= `index` that does not fall inside a surrogate pair of `text`. */
function boundaryAfter(text, index) {
    const at = boundaryBefore(text, index);
    return at === index ? index : index + 1;
}
/**
 * `text` when it fits in `maxChars` UTF-16 units; otherwise its start (or start and end) plus a
 * marker, at most `maxChars` long in all, never splitting a character. When not even the marker
 * fits, the bare start.
 */
function clip(text, maxChars, options = {}) {
    if (text.length <= maxChars)
        return text;
    const limit = Math.max(0, Math.floor(maxChars));
    const markerFor = options.marker ?? (() => "…");
    // The marker's length depends on the count it shows; measure it with the largest count.
    const room = limit - markerFor(text.length).length;
    if (room <= 0)
        return text.slice(0, boundaryBefore(text, limit));
    if (options.keep === "head-and-tail") {
        const share = Math.min(1, Math.max(0, options.headShare ?? 1 / 2));
        const head = boundaryBefore(text, Math.ceil(room * share));
        const tail = boundaryAfter(text, text.length - (room - head));
        return `${text.slice(0, head)}${markerFor(tail - head)}${text.slice(tail)}`;
    }
    const head = boundaryBefore(text, room);
    return `${text.slice(0, head)}${markerFor(text.length - head)}`;
}
/** UTF-8 size of the one UTF-16 unit at `code` standing alone (a lone surrogate encodes as U+FFFD). */
function unitBytes(code) {
    if (code < 0x80)
        return 1;
    if (code < 0x800)
        return 2;
    return 3;
}
/**
 * The longest start (or, with `keep: "tail"`, end) of `text` whose UTF-8 encoding fits in
 * `maxBytes` bytes, never splitting a character, so the bytes always decode back to the same
 * characters. No marker: byte budgets belong to callers that report the cut themselves.
 */
function clip_clipBytes(text, maxBytes, options = {}) {
    if (Buffer.byteLength(text, "utf8") <= maxBytes)
        return text;
    let used = 0;
    if (options.keep === "tail") {
        let start = text.length;
        while (start > 0) {
            const from = boundaryBefore(text, start - 1);
            const size = start - from === 2 ? 4 : unitBytes(text.charCodeAt(from));
            if (used + size > maxBytes)
                break;
            used += size;
            start = from;
        }
        return text.slice(start);
    }
    let end = 0;
    while (end < text.length) {
        const to = boundaryAfter(text, end + 1);
        const size = to - end === 2 ? 4 : unitBytes(text.charCodeAt(end));
        if (used + size > maxBytes)
            break;
        used += size;
        end = to;
    }
    return text.slice(0, end);
}
/** `text` on one line (every run of whitespace one space), clipped to `maxChars` with `…`. */
function clipLine(text, maxChars) {
    return clip(text.replace(/\s+/g, " ").trim(), maxChars);
}

;// CONCATENATED MODULE: external "node:string_decoder"
const external_node_string_decoder_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:string_decoder");
;// CONCATENATED MODULE: ./src/tools/truncate.ts


/** Default line budget of one tool output. */
const DEFAULT_MAX_LINES = 2000;
/** Default byte budget of one tool output (about 12k tokens). */
const DEFAULT_MAX_BYTES = 48 * 1024;
/** Rough bytes per token for English and code; cheap and close enough for a cap. */
const BYTES_PER_TOKEN = 4;
/** Default final cap of any tool result entering the history, in approximate tokens. */
const DEFAULT_TOOL_RESULT_TOKENS = 16_000;
/** Bytes an `OutputCapture` keeps by default (half head, half tail) however much a process prints. */
const DEFAULT_CAPTURE_BYTES = 1024 * 1024;
const byteLength = (s) => Buffer.byteLength(s, "utf8");
function formatBytes(bytes) {
    if (bytes < 1024)
        return `${bytes} B`;
    if (bytes < 1024 * 1024)
        return `${(bytes / 1024).toFixed(1)} KB`;
    return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
/** Lines of a text, as an editor counts them (a final newline does not start another line). */
function countLines(text) {
    if (text === "")
        return 0;
    let count = 0;
    for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1))
        count++;
    return text.endsWith("\n") ? count : count + 1;
}
/** The marker line put where text was cut. */
function omissionMarker(lines, bytes) {
    const what = lines > 0 ? `${lines} lines, ${formatBytes(bytes)}` : formatBytes(bytes);
    return `[... ${what} omitted ...]`;
}
/**
 * Keeps the head and the tail of `text` within `limits` (half each), with one marker line in
 * between saying how much was cut. Lines are kept whole where possible; a line too long for what
 * is left of the budget is cut at a character boundary. `dropped` accounts for text removed
 * earlier from the middle (the result is then always marked truncated).
 */
function truncateText(text, limits = {}, dropped) {
    const maxBytes = Math.max(0, limits.maxBytes ?? DEFAULT_MAX_BYTES);
    const maxLines = Math.max(0, limits.maxLines ?? DEFAULT_MAX_LINES);
    const droppedBytes = dropped?.bytes ?? 0;
    const droppedLines = dropped?.lines ?? 0;
    const totalBytes = byteLength(text) + droppedBytes;
    const totalLines = countLines(text) + droppedLines;
    if (droppedBytes === 0 && totalBytes <= maxBytes && totalLines <= maxLines) {
        return { text, truncated: false, omittedLines: 0, omittedBytes: 0, totalLines, totalBytes };
    }
    const lines = new LineOffsets(text, text === "" ? 1 : totalLines - droppedLines);
    const headBytes = Math.floor(maxBytes / 2);
    const headLines = Math.ceil(maxLines / 2);
    const head = takeHead(lines, headBytes, headLines);
    const tailLines = Number.isFinite(maxLines) ? maxLines - headLines : maxLines;
    const tail = takeTail(lines, maxBytes - headBytes, tailLines, head);
    const { n } = lines;
    let shownBytes = head.used + tail.used + byteLength(head.cut) + byteLength(tail.cut);
    if (tail.cut && lines.hasNewline(tail.cutLine))
        shownBytes++;
    const sameLineCut = head.cut !== "" && tail.cut !== "" && tail.cutLine === head.end;
    const shownLines = head.end + (n - tail.start) + (head.cut ? 1 : 0) + (tail.cut && !sameLineCut ? 1 : 0);
    const omittedBytes = Math.max(0, totalBytes - shownBytes);
    const omittedLines = Math.max(0, totalLines - shownLines);
    if (omittedBytes === 0) {
        return { text, truncated: false, omittedLines: 0, omittedBytes: 0, totalLines, totalBytes };
    }
    const out = joinCut(lines, head, tail, omissionMarker(omittedLines, omittedBytes));
    return { text: out, truncated: true, omittedLines, omittedBytes, totalLines, totalBytes };
}
/**
 * The lines of a text read as offsets into it, never split out: a tool's output can be megabytes,
 * and only the lines near either end are ever looked at. Line i spans [start, end) and is followed
 * by a newline when hasNewline(i); the lines are those of `text.split("\n")` without the empty
 * piece after a final newline.
 */
class LineOffsets {
    text;
    n;
    endsWithNewline;
    /** Where the last line's content ends: the final newline, if any, is not in it. */
    contentEnd;
    constructor(text, 
    /** How many lines there are. */
    n) {
        this.text = text;
        this.n = n;
        this.endsWithNewline = text.endsWith("\n");
        this.contentEnd = this.endsWithNewline ? text.length - 1 : text.length;
    }
    /** Where the line that begins at `start` ends. */
    endFrom(start) {
        const newline = this.text.indexOf("\n", start);
        return newline === -1 ? this.contentEnd : Math.min(newline, this.contentEnd);
    }
    /** Where the line that ends at `end` begins. */
    startBefore(end) {
        return end === 0 ? 0 : this.text.lastIndexOf("\n", end - 1) + 1;
    }
    hasNewline(i) {
        return i < this.n - 1 || this.endsWithNewline;
    }
    /** Bytes of line `i`, spanning [start, end), its newline included. */
    sizeOf(start, end, i) {
        return byteLength(this.text.slice(start, end)) + (this.hasNewline(i) ? 1 : 0);
    }
}
/**
 * Whole lines from the start while both budgets allow, then, when the next line could never fit
 * whole, a cut of it: output made of one huge line still shows its beginning.
 */
function takeHead(lines, byteBudget, lineBudget) {
    const { n } = lines;
    let end = 0;
    let used = 0;
    /** Offsets of line `end` (when end < n). */
    let start = 0;
    let lineEnd = lines.endFrom(0);
    while (end < n && end < lineBudget) {
        const size = lines.sizeOf(start, lineEnd, end);
        if (used + size > byteBudget)
            break;
        used += size;
        end++;
        start = lineEnd + 1;
        if (end < n)
            lineEnd = lines.endFrom(start);
    }
    const cut = end < n && end < lineBudget && lines.sizeOf(start, lineEnd, end) > byteBudget
        ? clip_clipBytes(lines.text.slice(start, lineEnd), byteBudget - used)
        : "";
    return { end, used, textEnd: start - 1, cut };
}
/** The same as `takeHead` from the end, never taking again what the head shows. */
function takeTail(lines, byteBudget, lineBudget, head) {
    const { n, text } = lines;
    const firstFree = head.end + (head.cut ? 1 : 0);
    let start = n;
    let used = 0;
    let textStart = text.length;
    /** Offsets of line `start - 1` (when start > 0). */
    let prevEnd = lines.contentEnd;
    let prevStart = lines.startBefore(prevEnd);
    while (start > firstFree &&
        n - start < lineBudget &&
        used + lines.sizeOf(prevStart, prevEnd, start - 1) <= byteBudget) {
        start--;
        used += lines.sizeOf(prevStart, prevEnd, start);
        textStart = prevStart;
        if (start > 0) {
            prevEnd = prevStart - 1;
            prevStart = lines.startBefore(prevEnd);
        }
    }
    const cutLine = start - 1;
    let cut = "";
    if (cutLine >= head.end &&
        n - start < lineBudget &&
        lines.sizeOf(prevStart, prevEnd, cutLine) > byteBudget) {
        const rest = text.slice(prevStart, prevEnd).slice(cutLine === head.end ? head.cut.length : 0);
        const room = byteBudget - used - (lines.hasNewline(cutLine) ? 1 : 0);
        if (room > 0)
            cut = clip_clipBytes(rest, room, { keep: "tail" });
    }
    return { start, used, textStart, cutLine, cut };
}
/** The head, the marker line and the tail. */
function joinCut(lines, head, tail, marker) {
    const { text, n } = lines;
    // Joined, not concatenated: the result is a fresh string, so the history it enters does not
    // keep the whole output alive through slices of it.
    const pieces = [];
    if (head.end > 0)
        pieces.push(text.slice(0, head.textEnd), "\n");
    if (head.cut)
        pieces.push(head.cut, "\n");
    pieces.push(marker, "\n");
    if (tail.cut)
        pieces.push(tail.cut, lines.hasNewline(tail.cutLine) ? "\n" : "");
    if (tail.start < n)
        pieces.push(text.slice(tail.textStart));
    return pieces.join("");
}
/**
 * The final cap on any tool result before it enters the history: head and tail within about
 * `maxTokens` tokens (bytes / BYTES_PER_TOKEN, cheap on purpose), lines unlimited.
 */
function truncateForModel(text, maxTokens = DEFAULT_TOOL_RESULT_TOKENS) {
    return truncateText(text, { maxBytes: maxTokens * BYTES_PER_TOKEN, maxLines: Number.POSITIVE_INFINITY })
        .text;
}
/**
 * Collects a process's output in bounded memory: the first and last `capacity / 2` bytes are
 * kept, the middle is counted (bytes and lines) and dropped. `take()` hands over what was
 * collected since the last call, so a background job can be read incrementally.
 */
class OutputCapture {
    decoder = new external_node_string_decoder_namespaceObject.StringDecoder("utf8");
    half;
    head = "";
    headSize = 0;
    tail = [];
    tailSize = 0;
    dropped = { bytes: 0, lines: 0 };
    /** Bytes received over the whole life of the capture. */
    totalBytes = 0;
    constructor(capacity = DEFAULT_CAPTURE_BYTES) {
        this.half = Math.max(1, Math.floor(capacity / 2));
    }
    push(chunk) {
        const text = typeof chunk === "string" ? chunk : this.decoder.write(chunk);
        this.totalBytes += typeof chunk === "string" ? byteLength(chunk) : chunk.length;
        this.add(text);
    }
    add(text) {
        if (text === "")
            return;
        if (this.headSize < this.half && this.tail.length === 0 && this.dropped.bytes === 0) {
            const room = this.half - this.headSize;
            const fits = clip_clipBytes(text, room);
            this.head += fits;
            this.headSize += byteLength(fits);
            text = text.slice(fits.length);
            if (text === "")
                return;
        }
        this.tail.push(text);
        this.tailSize += byteLength(text);
        while (this.tailSize > this.half && this.tail.length > 0) {
            const first = this.tail[0] ?? "";
            const excess = this.tailSize - this.half;
            // When not even the first character fits in the excess, it goes whole.
            const cut = byteLength(first) <= excess
                ? first
                : clip_clipBytes(first, excess) || first.slice(0, boundaryAfter(first, 1));
            this.tail[0] = first.slice(cut.length);
            if (this.tail[0] === "")
                this.tail.shift();
            const cutBytes = byteLength(cut);
            this.tailSize -= cutBytes;
            this.dropped.bytes += cutBytes;
            this.dropped.lines += cut.split("\n").length - 1;
        }
    }
    /** Flushes a character left incomplete at the end of the stream; call once the stream ends. */
    end() {
        this.add(this.decoder.end());
    }
    /** True when nothing has been collected since the last `take()`. */
    get empty() {
        return this.head === "" && this.tail.length === 0 && this.dropped.bytes === 0;
    }
    /** What was collected since the last call, truncated to `limits`; the capture starts over. */
    take(limits = {}) {
        const text = this.head + this.tail.join("");
        const dropped = this.dropped.bytes > 0 ? this.dropped : undefined;
        this.head = "";
        this.headSize = 0;
        this.tail = [];
        this.tailSize = 0;
        this.dropped = { bytes: 0, lines: 0 };
        return truncateText(text, limits, dropped);
    }
}

;// CONCATENATED MODULE: ./src/tools/process.ts




/** Time between SIGTERM and SIGKILL when a process group is stopped. */
const KILL_GRACE_MS = 1000;
/** How long output may keep flowing after the main process exited before leftovers are stopped. */
const DRAIN_AFTER_EXIT_MS = 250;
/** How long to wait for pipes to close after the group was killed (a daemon may hold them forever). */
const CLOSE_AFTER_KILL_MS = 250;
const GROUP_POLL_MS = 20;
/** Starts `spec` as the leader of a new process group, stdin closed, stdout and stderr piped. */
function spawnGroup(spec) {
    const [file, ...args] = spec.argv;
    if (file === undefined)
        throw new Error("empty command");
    return (0,external_node_child_process_namespaceObject.spawn)(file, args, {
        cwd: spec.cwd,
        env: spec.env,
        detached: true,
        stdio: ["ignore", "pipe", "pipe"],
    });
}
/** Live (not zombie) members of process group `pgid`, from /proc; undefined where there is no /proc. */
function liveMembers(pgid) {
    let entries;
    try {
        entries = (0,external_node_fs_namespaceObject.readdirSync)("/proc");
    }
    catch {
        return undefined;
    }
    let count = 0;
    for (const entry of entries) {
        if (!/^\d+$/.test(entry))
            continue;
        try {
            const stat = (0,external_node_fs_namespaceObject.readFileSync)(`/proc/${entry}/stat`, "utf8");
            // Fields after "(comm)": state ppid pgrp ...; comm itself may hold spaces and parentheses.
            const [state, , pgrp] = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
            if (Number(pgrp) === pgid && state !== "Z" && state !== "X")
                count++;
        }
        catch {
            // The process ended while we looked.
        }
    }
    return count;
}
/** True while any process of group `pgid` is still running (zombies waiting to be reaped excluded). */
function groupAlive(pgid) {
    const members = liveMembers(pgid);
    if (members !== undefined)
        return members > 0;
    try {
        process.kill(-pgid, 0);
        return true;
    }
    catch (error) {
        return error.code === "EPERM";
    }
}
/** Sends a signal to every process of a group. Never throws: a group that is gone is not an error. */
function signalGroup(pgid, signal) {
    try {
        process.kill(-pgid, signal);
    }
    catch {
        // The group is already gone.
    }
}
/** Stops a whole process group: SIGTERM, then SIGKILL after `graceMs`. Resolves once it is gone. */
async function killGroup(pgid, graceMs = KILL_GRACE_MS) {
    signalGroup(pgid, "SIGTERM");
    const deadline = Date.now() + graceMs;
    while (groupAlive(pgid)) {
        if (Date.now() >= deadline) {
            signalGroup(pgid, "SIGKILL");
            await (0,promises_namespaceObject.setTimeout)(GROUP_POLL_MS);
            return;
        }
        await (0,promises_namespaceObject.setTimeout)(GROUP_POLL_MS);
    }
}
/** Groups started here and not yet known to be gone: killed if this process exits first. */
const liveGroups = new Set();
const killLiveGroups = () => {
    for (const pgid of liveGroups)
        if (groupAlive(pgid))
            signalGroup(pgid, "SIGKILL");
};
/** Remembers a group so that it is killed (SIGKILL) should this process exit while it runs. */
function trackGroup(pgid) {
    if (liveGroups.size === 0)
        process.on("exit", killLiveGroups);
    liveGroups.add(pgid);
}
function untrackGroup(pgid) {
    if (liveGroups.delete(pgid) && liveGroups.size === 0)
        process.off("exit", killLiveGroups);
}
/**
 * Runs a command to its end in its own process group and collects its output in bounded
 * memory. Never throws. On timeout or abort the whole group is killed (SIGTERM, then SIGKILL),
 * and so is anything the command leaves running after it exits: a foreground command owns its
 * group, and background work belongs to `BackgroundJobs`.
 */
function runProcess(spec, options) {
    const started = Date.now();
    const stdout = new OutputCapture(options.captureBytes);
    const stderr = new OutputCapture(options.captureBytes);
    const unstarted = { exitCode: null, exitSignal: null, stdout, stderr, strays: false, durationMs: 0 };
    if (options.signal?.aborted)
        return Promise.resolve({ ending: "cancelled", ...unstarted });
    let child;
    try {
        child = spawnGroup(spec);
    }
    catch (e) {
        return Promise.resolve({ ending: "failed", ...unstarted, error: e.message });
    }
    return new Promise((resolve) => new RunningProcess(child, options, { started, stdout, stderr }, resolve));
}
/**
 * One command from its start until its result is handed over: it watches the child's events, the
 * timeout and the abort signal, and stops the group when one of them says so. The result is
 * handed over once, when the pipes are closed (or given up on after the group was killed).
 */
class RunningProcess {
    child;
    options;
    output;
    resolve;
    ending = "exited";
    exitCode = null;
    exitSignal = null;
    strays = false;
    error;
    done = false;
    killing;
    drainTimer;
    pid;
    timer;
    onAbort = () => this.stop("cancelled");
    constructor(child, options, output, resolve) {
        this.child = child;
        this.options = options;
        this.output = output;
        this.resolve = resolve;
        this.pid = child.pid;
        if (this.pid !== undefined)
            trackGroup(this.pid);
        this.timer = setTimeout(() => this.stop("timeout"), options.timeoutMs);
        options.signal?.addEventListener("abort", this.onAbort, { once: true });
        child.stdout?.on("data", (chunk) => {
            output.stdout.push(chunk);
            options.onStdout?.(chunk);
        });
        child.stderr?.on("data", (chunk) => output.stderr.push(chunk));
        child.on("error", (e) => this.failed(e));
        child.on("exit", (code, signal) => this.exited(code, signal));
        child.on("close", () => this.closed());
    }
    failed(e) {
        if (this.pid !== undefined)
            return; // a running child's errors end in "close" anyway
        this.ending = "failed";
        this.error = e.message;
        this.finish();
    }
    exited(code, signal) {
        this.exitCode = code;
        this.exitSignal = signal;
        clearTimeout(this.timer);
        // Pipes still open after this are held by processes the command started and left behind.
        this.drainTimer = setTimeout(() => {
            if (this.done || this.killing)
                return;
            this.strays = true;
            this.killThenFinish();
        }, DRAIN_AFTER_EXIT_MS);
    }
    closed() {
        clearTimeout(this.drainTimer);
        if (!this.killing && this.pid !== undefined && groupAlive(this.pid)) {
            this.strays = true;
            this.killing = killGroup(this.pid, KILL_GRACE_MS);
        }
        if (this.killing)
            void this.killing.then(() => this.finish());
        else
            this.finish();
    }
    /** Ends the run `why`, killing the group first; a run already ending keeps its ending. */
    stop(why) {
        if (this.done || this.killing)
            return;
        this.ending = why;
        this.killThenFinish();
    }
    killThenFinish() {
        const pid = this.pid;
        this.killing ??= pid === undefined ? Promise.resolve() : killGroup(pid, KILL_GRACE_MS);
        void this.killing.then(() => setTimeout(() => this.finish(), CLOSE_AFTER_KILL_MS));
    }
    /** Hands the result over, once, and lets go of the timers, the listener and the pipes. */
    finish() {
        if (this.done)
            return;
        this.done = true;
        if (this.pid !== undefined)
            untrackGroup(this.pid);
        clearTimeout(this.timer);
        clearTimeout(this.drainTimer);
        this.options.signal?.removeEventListener("abort", this.onAbort);
        const { started, stdout, stderr } = this.output;
        stdout.end();
        stderr.end();
        this.child.stdout?.destroy();
        this.child.stderr?.destroy();
        const { ending, exitCode, exitSignal, strays, error } = this;
        this.resolve({
            ending,
            exitCode,
            exitSignal,
            stdout,
            stderr,
            strays,
            error,
            durationMs: Date.now() - started,
        });
    }
}

;// CONCATENATED MODULE: ./src/tools/host-spawn.ts




/** Programs one host may run at once: as many as the `mcp-servers` input may name. */
const MAX_SPAWNED = 20;
/** Bytes of a program's stderr kept for the message that says why it ended. */
const STDERR_TAIL_BYTES = 2048;
const isId = (value) => Number.isSafeInteger(value);
const isBase64 = (value) => typeof value === "string" && /^[A-Za-z0-9+/]*={0,2}$/.test(value);
/** A relay message for the host, or undefined when `value` is not one. */
function asSpawnToHost(value) {
    if (!isId(value.id))
        return undefined;
    switch (value.type) {
        case "spawn": {
            const { command, args, env } = value;
            if (typeof command !== "string" || !Array.isArray(args) || !json_isRecord(env))
                return undefined;
            if (!args.every((arg) => typeof arg === "string"))
                return undefined;
            if (!Object.values(env).every((v) => typeof v === "string"))
                return undefined;
            return value;
        }
        case "stdin":
            return isBase64(value.data) ? value : undefined;
        case "kill":
            return value;
        default:
            return undefined;
    }
}
/** A relay message from the host, rebuilt from its checked fields only, or undefined. */
function asSpawnFromHost(value) {
    const { id } = value;
    if (!isId(id))
        return undefined;
    switch (value.type) {
        case "spawned":
            return isId(value.pid) ? { type: "spawned", id, pid: value.pid } : undefined;
        case "stdout":
            return isBase64(value.data) ? { type: "stdout", id, data: value.data } : undefined;
        case "exited": {
            const code = isId(value.code) ? value.code : null;
            const signal = typeof value.signal === "string" ? clipBytes(value.signal, 32) : null;
            const stderr = typeof value.stderr === "string" ? clipBytes(value.stderr, STDERR_TAIL_BYTES) : "";
            const error = typeof value.error === "string" ? clipBytes(value.error, STDERR_TAIL_BYTES) : undefined;
            return { type: "exited", id, code, signal, stderr, ...(error !== undefined ? { error } : {}) };
        }
        default:
            return undefined;
    }
}
/**
 * The host's side: the programs it runs for the action, each the leader of a process group of
 * its own (so stopping it stops what it started), in the workspace, with `env`. Never throws.
 */
class ServedPrograms {
    base;
    send;
    served = new Map();
    closed = false;
    constructor(base, send) {
        this.base = base;
        this.send = send;
    }
    handle(message) {
        if (message.type === "spawn")
            this.start(message);
        else if (message.type === "stdin")
            this.served.get(message.id)?.child.stdin?.write(Buffer.from(message.data, "base64"));
        else
            void this.stop(message.id);
    }
    start(message) {
        const refusal = this.closed
            ? "the tool host is stopping"
            : this.served.has(message.id)
                ? "a program with this id runs already"
                : this.served.size >= MAX_SPAWNED
                    ? `the tool host runs ${MAX_SPAWNED} programs already`
                    : undefined;
        const refuse = (error) => {
            this.send({ type: "exited", id: message.id, code: null, signal: null, stderr: "", error });
        };
        if (refusal) {
            refuse(refusal);
            return;
        }
        let child;
        try {
            child = (0,external_node_child_process_namespaceObject.spawn)(message.command, message.args, {
                cwd: this.base.cwd,
                env: { ...this.base.env, ...message.env },
                detached: true,
                stdio: ["pipe", "pipe", "pipe"],
            });
        }
        catch (error) {
            refuse(error.message);
            return;
        }
        const served = { child, stderr: "", ended: Promise.resolve() };
        served.ended = this.watch(message.id, served);
        this.served.set(message.id, served);
    }
    /** Passes the program's output on, and says once how it ended. */
    watch(id, served) {
        const { child } = served;
        child.stdin?.on("error", () => undefined);
        child.stdout?.on("data", (chunk) => this.send({ type: "stdout", id, data: chunk.toString("base64") }));
        child.stderr?.on("data", (chunk) => {
            served.stderr = clip_clipBytes(served.stderr + chunk.toString("utf8"), STDERR_TAIL_BYTES, { keep: "tail" });
        });
        return new Promise((resolve) => {
            child.once("spawn", () => {
                if (child.pid !== undefined) {
                    trackGroup(child.pid);
                    this.send({ type: "spawned", id, pid: child.pid });
                }
            });
            let done = false;
            const ended = (code, signal, error) => {
                if (done)
                    return;
                done = true;
                this.served.delete(id);
                const pid = child.pid;
                // What it left in its group goes with it; its pipes, drained or closed, are waited for
                // (a bounded time: a descendant that escaped the group may hold them), so no output is lost.
                const gone = pid === undefined ? Promise.resolve() : killGroup(pid, KILL_GRACE_MS);
                const drained = new Promise((drain) => {
                    if (child.stdout === null || child.stdout.closed)
                        drain();
                    else
                        child.stdout.once("close", () => drain());
                    setTimeout(drain, CLOSE_AFTER_KILL_MS).unref();
                });
                void Promise.all([gone, drained]).then(() => {
                    if (pid !== undefined)
                        untrackGroup(pid);
                    this.send({ type: "exited", id, code, signal, stderr: served.stderr, ...(error ? { error } : {}) });
                    resolve();
                });
            };
            child.once("error", (error) => ended(null, null, error.message));
            child.once("exit", (code, signal) => ended(code, signal));
        });
    }
    /** Stops program `id` with its group; resolves once it has ended. */
    async stop(id) {
        const served = this.served.get(id);
        if (!served)
            return;
        served.child.stdin?.end();
        const pid = served.child.pid;
        if (pid !== undefined)
            await killGroup(pid, KILL_GRACE_MS);
        await served.ended;
    }
    /** Stops every program with its group (the host is ending). */
    async dispose() {
        this.closed = true;
        await Promise.all([...this.served.keys()].map((id) => this.stop(id)));
    }
}

;// CONCATENATED MODULE: ./src/tools/host-protocol.ts



/**
 * The longest line the host accepts: a write_file call carries one file. A longer line means the
 * stream is broken or forged.
 */
const MAX_MESSAGE_BYTES = 64 * 1024 * 1024;
/**
 * The longest result text the host sends: longer ones keep their head and tail (the loop's own
 * cap on a result, far below, does the same). Tools bound their results to tens of KB; an edit
 * in a file of very long lines, or a glob of very long paths, can go past it.
 */
const MAX_RESULT_BYTES = 1024 * 1024;
/** The most images one result from the host may carry (a forged result with more keeps none). */
const MAX_HOST_IMAGES = 4;
/** The most decoded bytes the images of one result from the host may hold in all. */
const MAX_HOST_IMAGE_BYTES = 5 * 1024 * 1024;
/**
 * The longest line the action accepts from the host: a result of MAX_RESULT_BYTES, every byte a
 * control character that JSON writes as six (`\u0001`), is 6 MB; its images' base64 is 4/3 of
 * MAX_HOST_IMAGE_BYTES, under 7 MB. Both fit with room to spare.
 */
const MAX_REPLY_BYTES = (/* unused pure expression or super */ null && (16 * 1024 * 1024));
/**
 * How many of `{`, `[`, `,` and `:` (outside strings) a line from the host may hold: what the
 * largest result needs. `{"type":…,"id":…,"output":{"content":…,"isError":…}}` has ten; its
 * `,"images":[…]` three more, and each image `{"mediaType":…,"data":…}` four, plus a comma between
 * two. A line of nested brackets or of a million tiny values costs many times its size to parse
 * (a 64 MB line of `[` took 2 GB and 20 s), so the action drops such a line unparsed.
 */
const MAX_REPLY_PUNCTUATION = 10 + 3 + MAX_HOST_IMAGES * 4 + (MAX_HOST_IMAGES - 1);
/** One message as a line. */
function encodeMessage(message) {
    return `${JSON.stringify(message)}\n`;
}
const host_protocol_isId = (value) => Number.isSafeInteger(value);
/** A message for the host, or undefined when `value` is not one. */
function asToHost(value) {
    if (!json_isRecord(value))
        return undefined;
    switch (value.type) {
        case "init": {
            const { root, env, grepBackends, umask } = value;
            if (typeof root !== "string" || !json_isRecord(env))
                return undefined;
            if (!Object.values(env).every((v) => typeof v === "string"))
                return undefined;
            if (grepBackends !== undefined && !Array.isArray(grepBackends))
                return undefined;
            if (umask !== undefined && !host_protocol_isId(umask))
                return undefined;
            return value;
        }
        case "call":
            return host_protocol_isId(value.id) && typeof value.tool === "string" && json_isRecord(value.args)
                ? value
                : undefined;
        case "cancel":
            return host_protocol_isId(value.id) ? value : undefined;
        default:
            return asSpawnToHost(value);
    }
}
/** A message from the host, or undefined when `value` is not one. */
function asFromHost(value) {
    if (!isRecord(value))
        return undefined;
    switch (value.type) {
        case "ready":
            return host_protocol_isId(value.pid) ? value : undefined;
        case "failed":
            return typeof value.error === "string" ? value : undefined;
        case "result": {
            const output = value.output;
            if (!host_protocol_isId(value.id) || !isRecord(output) || typeof output.content !== "string")
                return undefined;
            const isError = output.isError === true;
            const checked = output.images === undefined ? { images: [] } : checkImages(output.images);
            const content = "why" in checked ? `${output.content}\n[images dropped: ${checked.why}]` : output.content;
            const images = "images" in checked && checked.images.length > 0 ? { images: checked.images } : {};
            return {
                type: "result",
                id: value.id,
                output: { content, ...(isError ? { isError } : {}), ...images },
            };
        }
        default:
            return undefined;
    }
}
/**
 * Whether `text` is padded base64. A loop, not a regular expression: a pattern of groups of four
 * overflowed the stack on an image of 5 MB.
 */
function host_protocol_isBase64(text) {
    if (text.length % 4 !== 0)
        return false;
    const padding = text.endsWith("==") ? 2 : text.endsWith("=") ? 1 : 0;
    for (let i = 0; i < text.length - padding; i++) {
        const c = text.charCodeAt(i);
        const letter = (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
        if (!letter && !(c >= 48 && c <= 57) && c !== 43 && c !== 47)
            return false;
    }
    return true;
}
/**
 * The images of a result, copied, when they are what the action takes: at most MAX_HOST_IMAGES,
 * each `{ mediaType, data }` with data in base64 and a media type its first bytes confirm, and
 * MAX_HOST_IMAGE_BYTES decoded in all; otherwise why not (the result then keeps its text only).
 */
function checkImages(value) {
    if (!Array.isArray(value))
        return { why: "`images` is not a list" };
    if (value.length > MAX_HOST_IMAGES)
        return { why: `${value.length} images, more than ${MAX_HOST_IMAGES}` };
    const images = [];
    let bytes = 0;
    for (const [index, image] of value.entries()) {
        const { mediaType, data } = json_isRecord(image) ? image : {};
        if (typeof data !== "string" || !host_protocol_isBase64(data))
            return { why: `image ${index + 1} is not base64 data` };
        bytes += Buffer.byteLength(data, "base64");
        if (bytes > MAX_HOST_IMAGE_BYTES)
            return { why: `the images hold more than ${MAX_HOST_IMAGE_BYTES / (1024 * 1024)} MB` };
        // The first 12 bytes are enough to tell the four types apart.
        const sniffed = sniffImageType(Buffer.from(data.slice(0, 16), "base64"));
        // The claim is named only when it is one of the four: the note must not carry forged text.
        if (!IMAGE_MEDIA_TYPES.some((type) => type === mediaType))
            return { why: `image ${index + 1} has no type a model takes` };
        if (sniffed === undefined || sniffed !== mediaType)
            return { why: `image ${index + 1} is not the ${mediaType} it claims to be` };
        images.push({ mediaType: sniffed, data });
    }
    return { images };
}
/**
 * Splits a byte stream into lines of at most `maxBytes` and parses each as JSON. Feed it chunks;
 * it calls `onLine` with each parsed value (undefined for a line that is not JSON, or has more
 * punctuation than allowed) and `onOverflow` once when a line grows past the limit, after which
 * it ignores the rest.
 */
class LineDecoder {
    onLine;
    onOverflow;
    pending = [];
    pendingBytes = 0;
    broken = false;
    limit;
    maxPunctuation;
    constructor(onLine, onOverflow, limits = {}) {
        this.onLine = onLine;
        this.onOverflow = onOverflow;
        this.limit = limits.maxBytes ?? MAX_MESSAGE_BYTES;
        this.maxPunctuation = limits.maxPunctuation ?? Number.POSITIVE_INFINITY;
    }
    push(chunk) {
        let start = 0;
        while (!this.broken && start < chunk.length) {
            const newline = chunk.indexOf(10, start);
            const end = newline === -1 ? chunk.length : newline;
            this.pendingBytes += end - start;
            if (this.pendingBytes > this.limit) {
                this.broken = true;
                this.pending = [];
                this.onOverflow();
                return;
            }
            this.pending.push(chunk.subarray(start, end));
            if (newline === -1)
                return;
            const line = Buffer.concat(this.pending);
            this.pending = [];
            this.pendingBytes = 0;
            start = newline + 1;
            const text = line.toString("utf8");
            if (text.trim() === "")
                continue;
            this.onLine(punctuation(line, this.maxPunctuation) > this.maxPunctuation ? undefined : parse(text));
        }
    }
}
/** The `{`, `[`, `,` and `:` outside strings in a line of JSON, counted up to `stop + 1`. */
function punctuation(line, stop) {
    if (stop === Number.POSITIVE_INFINITY)
        return 0;
    let count = 0;
    let inString = false;
    for (let i = 0; i < line.length && count <= stop; i++) {
        const byte = line[i];
        if (inString) {
            if (byte === 0x5c)
                i++;
            else if (byte === 0x22)
                inString = false;
        }
        else if (byte === 0x22)
            inString = true;
        else if (byte === 0x7b || byte === 0x5b || byte === 0x2c || byte === 0x3a)
            count++;
    }
    return count;
}
function parse(line) {
    try {
        return JSON.parse(line);
    }
    catch {
        return undefined;
    }
}

;// CONCATENATED MODULE: ./src/tools/background.ts




/** Background jobs that may run at once; servers and watchers, not a build farm. */
const MAX_BACKGROUND_JOBS = 8;
/** Output kept per stream of a job between two reads (head and tail). */
const JOB_CAPTURE_BYTES = 512 * 1024;
/**
 * Commands left running between tool calls (dev servers, watchers). Each leads its own process
 * group; `kill` and `dispose` stop the whole group. If the host process exits without
 * `dispose`, live groups still get SIGKILL (see `trackGroup`).
 */
class BackgroundJobs {
    limit;
    entries = new Map();
    next = 1;
    constructor(limit = MAX_BACKGROUND_JOBS) {
        this.limit = limit;
    }
    /** Starts a job; refused (as data) when `limit` jobs are already running. */
    start(command, spec) {
        const running = [...this.entries.values()].filter((e) => e.job.running);
        if (running.length >= this.limit) {
            const ids = running.map((e) => e.job.id).join(", ");
            return fail(`${this.limit} background jobs are already running (${ids}); stop one with bash_kill`);
        }
        const job = {
            id: `bg${this.next++}`,
            command,
            pid: undefined,
            running: true,
            exitCode: null,
            exitSignal: null,
            startedAt: Date.now(),
            stdout: new OutputCapture(JOB_CAPTURE_BYTES),
            stderr: new OutputCapture(JOB_CAPTURE_BYTES),
        };
        let child;
        try {
            child = spawnGroup(spec);
        }
        catch (error) {
            job.running = false;
            job.error = error.message;
        }
        job.pid = child?.pid;
        if (job.pid !== undefined)
            trackGroup(job.pid);
        const closed = new Promise((resolve) => {
            if (!child)
                return resolve();
            child.stdout?.on("data", (chunk) => job.stdout.push(chunk));
            child.stderr?.on("data", (chunk) => job.stderr.push(chunk));
            child.on("error", (error) => {
                if (job.pid !== undefined)
                    return;
                job.running = false;
                job.error = error.message;
                resolve();
            });
            child.on("exit", (code, signal) => {
                job.exitCode = code;
                job.exitSignal = signal;
            });
            child.on("close", () => {
                job.running = false;
                job.stdout.end();
                job.stderr.end();
                resolve();
            });
        });
        this.entries.set(job.id, { job, child, closed });
        return ok(job);
    }
    get(id) {
        return this.entries.get(id)?.job;
    }
    ids() {
        return [...this.entries.keys()];
    }
    /** Stops the job's whole process group and waits until its output is closed. */
    async kill(id) {
        const entry = this.entries.get(id);
        if (!entry)
            return undefined;
        const pid = entry.job.pid;
        if (pid !== undefined && (entry.job.running || groupAlive(pid))) {
            await killGroup(pid, KILL_GRACE_MS);
            // A daemon that left the group may hold the pipes forever: stop waiting for them then.
            await Promise.race([entry.closed, (0,promises_namespaceObject.setTimeout)(CLOSE_AFTER_KILL_MS)]);
            entry.child?.stdout?.destroy();
            entry.child?.stderr?.destroy();
            entry.job.running = false;
        }
        if (pid !== undefined)
            untrackGroup(pid);
        return entry.job;
    }
    /** Stops every job (the end of a run). */
    async dispose() {
        await Promise.all(this.ids().map((id) => this.kill(id)));
    }
}

;// CONCATENATED MODULE: ./node_modules/@sinclair/typebox/build/esm/value/guard/guard.mjs
// --------------------------------------------------------------------------
// Iterators
// --------------------------------------------------------------------------
/** Returns true if this value is an async iterator */
function IsAsyncIterator(value) {
    return IsObject(value) && globalThis.Symbol.asyncIterator in value;
}
/** Returns true if this value is an iterator */
function IsIterator(value) {
    return IsObject(value) && globalThis.Symbol.iterator in value;
}
// --------------------------------------------------------------------------
// Object Instances
// --------------------------------------------------------------------------
/** Returns true if this value is not an instance of a class */
function IsStandardObject(value) {
    return IsObject(value) && (globalThis.Object.getPrototypeOf(value) === Object.prototype || globalThis.Object.getPrototypeOf(value) === null);
}
/** Returns true if this value is an instance of a class */
function IsInstanceObject(value) {
    return IsObject(value) && !IsArray(value) && IsFunction(value.constructor) && value.constructor.name !== 'Object';
}
// --------------------------------------------------------------------------
// JavaScript
// --------------------------------------------------------------------------
/** Returns true if this value is a Promise */
function IsPromise(value) {
    return value instanceof globalThis.Promise;
}
/** Returns true if this value is a Date */
function IsDate(value) {
    return value instanceof Date && globalThis.Number.isFinite(value.getTime());
}
/** Returns true if this value is an instance of Map<K, T> */
function IsMap(value) {
    return value instanceof globalThis.Map;
}
/** Returns true if this value is an instance of Set<T> */
function IsSet(value) {
    return value instanceof globalThis.Set;
}
/** Returns true if this value is RegExp */
function IsRegExp(value) {
    return value instanceof globalThis.RegExp;
}
/** Returns true if this value is a typed array */
function IsTypedArray(value) {
    return globalThis.ArrayBuffer.isView(value);
}
/** Returns true if the value is a Int8Array */
function IsInt8Array(value) {
    return value instanceof globalThis.Int8Array;
}
/** Returns true if the value is a Uint8Array */
function IsUint8Array(value) {
    return value instanceof globalThis.Uint8Array;
}
/** Returns true if the value is a Uint8ClampedArray */
function IsUint8ClampedArray(value) {
    return value instanceof globalThis.Uint8ClampedArray;
}
/** Returns true if the value is a Int16Array */
function IsInt16Array(value) {
    return value instanceof globalThis.Int16Array;
}
/** Returns true if the value is a Uint16Array */
function IsUint16Array(value) {
    return value instanceof globalThis.Uint16Array;
}
/** Returns true if the value is a Int32Array */
function IsInt32Array(value) {
    return value instanceof globalThis.Int32Array;
}
/** Returns true if the value is a Uint32Array */
function IsUint32Array(value) {
    return value instanceof globalThis.Uint32Array;
}
/** Returns true if the value is a Float32Array */
function IsFloat32Array(value) {
    return value instanceof globalThis.Float32Array;
}
/** Returns true if the value is a Float64Array */
function IsFloat64Array(value) {
    return value instanceof globalThis.Float64Array;
}
/** Returns true if the value is a BigInt64Array */
function IsBigInt64Array(value) {
    return value instanceof globalThis.BigInt64Array;
}
/** Returns true if the value is a BigUint64Array */
function IsBigUint64Array(value) {
    return value instanceof globalThis.BigUint64Array;
}
// --------------------------------------------------------------------------
// PropertyKey
// --------------------------------------------------------------------------
/** Returns true if this value has this property key */
function HasPropertyKey(value, key) {
    return key in value;
}
// --------------------------------------------------------------------------
// Standard
// --------------------------------------------------------------------------
/** Returns true of this value is an object type */
function IsObject(value) {
    return value !== null && typeof value === 'object';
}
/** Returns true if this value is an array, but not a typed array */
function IsArray(value) {
    return globalThis.Array.isArray(value) && !globalThis.ArrayBuffer.isView(value);
}
/** Returns true if this value is an undefined */
function IsUndefined(value) {
    return value === undefined;
}
/** Returns true if this value is an null */
function IsNull(value) {
    return value === null;
}
/** Returns true if this value is an boolean */
function IsBoolean(value) {
    return typeof value === 'boolean';
}
/** Returns true if this value is an number */
function IsNumber(value) {
    return typeof value === 'number';
}
/** Returns true if this value is an integer */
function IsInteger(value) {
    return globalThis.Number.isInteger(value);
}
/** Returns true if this value is bigint */
function IsBigInt(value) {
    return typeof value === 'bigint';
}
/** Returns true if this value is string */
function IsString(value) {
    return typeof value === 'string';
}
/** Returns true if this value is a function */
function IsFunction(value) {
    return typeof value === 'function';
}
/** Returns true if this value is a symbol */
function IsSymbol(value) {
    return typeof value === 'symbol';
}
/** Returns true if this value is a value type such as number, string, boolean */
function IsValueType(value) {
    // prettier-ignore
    return (IsBigInt(value) ||
        IsBoolean(value) ||
        IsNull(value) ||
        IsNumber(value) ||
        IsString(value) ||
        IsSymbol(value) ||
        IsUndefined(value));
}

;// CONCATENATED MODULE: ./node_modules/@sinclair/typebox/build/esm/system/policy.mjs

var TypeSystemPolicy;
(function (TypeSystemPolicy) {
    // ------------------------------------------------------------------
    // TypeSystemPolicy: Instancing
    // ------------------------------------------------------------------
    /**
     * Configures the instantiation behavior of TypeBox types. The `default` option assigns raw JavaScript
     * references for embedded types, which may cause side effects if type properties are explicitly updated
     * outside the TypeBox type builder. The `clone` option creates copies of any shared types upon creation,
     * preventing unintended side effects. The `freeze` option applies `Object.freeze()` to the type, making
     * it fully readonly and immutable. Implementations should use `default` whenever possible, as it is the
     * fastest way to instantiate types. The default setting is `default`.
     */
    TypeSystemPolicy.InstanceMode = 'default';
    // ------------------------------------------------------------------
    // TypeSystemPolicy: Checking
    // ------------------------------------------------------------------
    /** Sets whether TypeBox should assert optional properties using the TypeScript `exactOptionalPropertyTypes` assertion policy. The default is `false` */
    TypeSystemPolicy.ExactOptionalPropertyTypes = false;
    /** Sets whether arrays should be treated as a kind of objects. The default is `false` */
    TypeSystemPolicy.AllowArrayObject = false;
    /** Sets whether `NaN` or `Infinity` should be treated as valid numeric values. The default is `false` */
    TypeSystemPolicy.AllowNaN = false;
    /** Sets whether `null` should validate for void types. The default is `false` */
    TypeSystemPolicy.AllowNullVoid = false;
    /** Checks this value using the ExactOptionalPropertyTypes policy */
    function IsExactOptionalProperty(value, key) {
        return TypeSystemPolicy.ExactOptionalPropertyTypes ? key in value : value[key] !== undefined;
    }
    TypeSystemPolicy.IsExactOptionalProperty = IsExactOptionalProperty;
    /** Checks this value using the AllowArrayObjects policy */
    function IsObjectLike(value) {
        const isObject = IsObject(value);
        return TypeSystemPolicy.AllowArrayObject ? isObject : isObject && !IsArray(value);
    }
    TypeSystemPolicy.IsObjectLike = IsObjectLike;
    /** Checks this value as a record using the AllowArrayObjects policy */
    function IsRecordLike(value) {
        return IsObjectLike(value) && !(value instanceof Date) && !(value instanceof Uint8Array);
    }
    TypeSystemPolicy.IsRecordLike = IsRecordLike;
    /** Checks this value using the AllowNaN policy */
    function IsNumberLike(value) {
        return TypeSystemPolicy.AllowNaN ? IsNumber(value) : Number.isFinite(value);
    }
    TypeSystemPolicy.IsNumberLike = IsNumberLike;
    /** Checks this value using the AllowVoidNull policy */
    function IsVoidLike(value) {
        const isUndefined = IsUndefined(value);
        return TypeSystemPolicy.AllowNullVoid ? isUndefined || value === null : isUndefined;
    }
    TypeSystemPolicy.IsVoidLike = IsVoidLike;
})(TypeSystemPolicy || (TypeSystemPolicy = {}));

;// CONCATENATED MODULE: ./node_modules/@sinclair/typebox/build/esm/type/guard/value.mjs
// --------------------------------------------------------------------------
// PropertyKey
// --------------------------------------------------------------------------
/** Returns true if this value has this property key */
function value_HasPropertyKey(value, key) {
    return key in value;
}
// --------------------------------------------------------------------------
// Object Instances
// --------------------------------------------------------------------------
/** Returns true if this value is an async iterator */
function value_IsAsyncIterator(value) {
    return value_IsObject(value) && !value_IsArray(value) && !value_IsUint8Array(value) && Symbol.asyncIterator in value;
}
/** Returns true if this value is an array */
function value_IsArray(value) {
    return Array.isArray(value);
}
/** Returns true if this value is bigint */
function value_IsBigInt(value) {
    return typeof value === 'bigint';
}
/** Returns true if this value is a boolean */
function value_IsBoolean(value) {
    return typeof value === 'boolean';
}
/** Returns true if this value is a Date object */
function value_IsDate(value) {
    return value instanceof globalThis.Date;
}
/** Returns true if this value is a function */
function value_IsFunction(value) {
    return typeof value === 'function';
}
/** Returns true if this value is an iterator */
function value_IsIterator(value) {
    return value_IsObject(value) && !value_IsArray(value) && !value_IsUint8Array(value) && Symbol.iterator in value;
}
/** Returns true if this value is null */
function value_IsNull(value) {
    return value === null;
}
/** Returns true if this value is number */
function value_IsNumber(value) {
    return typeof value === 'number';
}
/** Returns true if this value is an object */
function value_IsObject(value) {
    return typeof value === 'object' && value !== null;
}
/** Returns true if this value is RegExp */
function value_IsRegExp(value) {
    return value instanceof globalThis.RegExp;
}
/** Returns true if this value is string */
function value_IsString(value) {
    return typeof value === 'string';
}
/** Returns true if this value is symbol */
function value_IsSymbol(value) {
    return typeof value === 'symbol';
}
/** Returns true if this value is a Uint8Array */
function value_IsUint8Array(value) {
    return value instanceof globalThis.Uint8Array;
}
/** Returns true if this value is undefined */
function value_IsUndefined(value) {
    return value === undefined;
}

;// CONCATENATED MODULE: ./node_modules/@sinclair/typebox/build/esm/type/create/immutable.mjs

function ImmutableArray(value) {
    return globalThis.Object.freeze(value).map((value) => Immutable(value));
}
function ImmutableDate(value) {
    return value;
}
function ImmutableUint8Array(value) {
    return value;
}
function ImmutableRegExp(value) {
    return value;
}
function ImmutableObject(value) {
    const result = {};
    for (const key of Object.getOwnPropertyNames(value)) {
        result[key] = Immutable(value[key]);
    }
    for (const key of Object.getOwnPropertySymbols(value)) {
        result[key] = Immutable(value[key]);
    }
    return globalThis.Object.freeze(result);
}
/** Specialized deep immutable value. Applies freeze recursively to the given value */
// prettier-ignore
function Immutable(value) {
    return (value_IsArray(value) ? ImmutableArray(value) :
        value_IsDate(value) ? ImmutableDate(value) :
            value_IsUint8Array(value) ? ImmutableUint8Array(value) :
                value_IsRegExp(value) ? ImmutableRegExp(value) :
                    value_IsObject(value) ? ImmutableObject(value) :
                        value);
}

;// CONCATENATED MODULE: ./node_modules/@sinclair/typebox/build/esm/type/clone/value.mjs

function ArrayType(value) {
    return value.map((value) => Visit(value));
}
function DateType(value) {
    return new Date(value.getTime());
}
function Uint8ArrayType(value) {
    return new Uint8Array(value);
}
function RegExpType(value) {
    return new RegExp(value.source, value.flags);
}
function ObjectType(value) {
    const result = {};
    for (const key of Object.getOwnPropertyNames(value)) {
        result[key] = Visit(value[key]);
    }
    for (const key of Object.getOwnPropertySymbols(value)) {
        result[key] = Visit(value[key]);
    }
    return result;
}
// prettier-ignore
function Visit(value) {
    return (value_IsArray(value) ? ArrayType(value) :
        value_IsDate(value) ? DateType(value) :
            value_IsUint8Array(value) ? Uint8ArrayType(value) :
                value_IsRegExp(value) ? RegExpType(value) :
                    value_IsObject(value) ? ObjectType(value) :
                        value);
}
/** Clones a value */
function Clone(value) {
    return Visit(value);
}

;// CONCATENATED MODULE: ./node_modules/@sinclair/typebox/build/esm/type/create/type.mjs



/** Creates TypeBox schematics using the configured InstanceMode */
function CreateType(schema, options) {
    const result = options !== undefined ? { ...options, ...schema } : schema;
    switch (TypeSystemPolicy.InstanceMode) {
        case 'freeze':
            return Immutable(result);
        case 'clone':
            return Clone(result);
        default:
            return result;
    }
}

;// CONCATENATED MODULE: ./node_modules/@sinclair/typebox/build/esm/type/symbols/symbols.mjs
/** Symbol key applied to transform types */
const TransformKind = Symbol.for('TypeBox.Transform');
/** Symbol key applied to readonly types */
const symbols_ReadonlyKind = Symbol.for('TypeBox.Readonly');
/** Symbol key applied to optional types */
const OptionalKind = Symbol.for('TypeBox.Optional');
/** Symbol key applied to types */
const symbols_Hint = Symbol.for('TypeBox.Hint');
/** Symbol key applied to types */
const Kind = Symbol.for('TypeBox.Kind');

;// CONCATENATED MODULE: ./node_modules/@sinclair/typebox/build/esm/type/any/any.mjs


/** `[Json]` Creates an Any type */
function Any(options) {
    return CreateType({ [Kind]: 'Any' }, options);
}

;// CONCATENATED MODULE: ./node_modules/@sinclair/typebox/build/esm/type/argument/argument.mjs


/** `[JavaScript]` Creates an Argument Type. */
function Argument(index) {
    return CreateType({ [Kind]: 'Argument', index });
}

;// CONCATENATED MODULE: ./node_modules/@sinclair/typebox/build/esm/type/array/array.mjs


/** `[Json]` Creates an Array type */
function array_Array(items, options) {
    return CreateType({ [Kind]: 'Array', type: 'array', items }, options);
}

;// CONCATENATED MODULE: ./node_modules/@sinclair/typebox/build/esm/type/async-iterator/async-iterator.mjs


/** `[JavaScript]` Creates a AsyncIterator type */
function AsyncIterator(items, options) {
    return CreateType({ [Kind]: 'AsyncIterator', type: 'AsyncIterator', items }, options);
}

;// CONCATENATED MODULE: ./node_modules/@sinclair/typebox/build/esm/type/computed/computed.mjs


/** `[Internal]` Creates a deferred computed type. This type is used exclusively in modules to defer resolution of computable types that contain interior references  */
function computed_Computed(target, parameters, options) {
    return CreateType({ [Kind]: 'Computed', target, parameters }, options);
}

;// CONCATENATED MODULE: ./node_modules/@sinclair/typebox/build/esm/type/never/never.mjs


/** `[Json]` Creates a Never type */
function Never(options) {
    return CreateType({ [Kind]: 'Never', not: {} }, options);
}

;// CONCATENATED MODULE: ./node_modules/@sinclair/typebox/build/esm/type/guard/kind.mjs


/** `[Kind-Only]` Returns true if this value has a Readonly symbol */
function IsReadonly(value) {
    return value_IsObject(value) && value[symbols_ReadonlyKind] === 'Readonly';
}
/** `[Kind-Only]` Returns true if this value has a Optional symbol */
function IsOptional(value) {
    return value_IsObject(value) && value[OptionalKind] === 'Optional';
}
/** `[Kind-Only]` Returns true if the given value is TAny */
function IsAny(value) {
    return IsKindOf(value, 'Any');
}
/** `[Kind-Only]` Returns true if the given value is TArgument */
function IsArgument(value) {
    return IsKindOf(value, 'Argument');
}
/** `[Kind-Only]` Returns true if the given value is TArray */
function kind_IsArray(value) {
    return IsKindOf(value, 'Array');
}
/** `[Kind-Only]` Returns true if the given value is TAsyncIterator */
function kind_IsAsyncIterator(value) {
    return IsKindOf(value, 'AsyncIterator');
}
/** `[Kind-Only]` Returns true if the given value is TBigInt */
function kind_IsBigInt(value) {
    return IsKindOf(value, 'BigInt');
}
/** `[Kind-Only]` Returns true if the given value is TBoolean */
function kind_IsBoolean(value) {
    return IsKindOf(value, 'Boolean');
}
/** `[Kind-Only]` Returns true if the given value is TComputed */
function IsComputed(value) {
    return IsKindOf(value, 'Computed');
}
/** `[Kind-Only]` Returns true if the given value is TConstructor */
function IsConstructor(value) {
    return IsKindOf(value, 'Constructor');
}
/** `[Kind-Only]` Returns true if the given value is TDate */
function kind_IsDate(value) {
    return IsKindOf(value, 'Date');
}
/** `[Kind-Only]` Returns true if the given value is TFunction */
function kind_IsFunction(value) {
    return IsKindOf(value, 'Function');
}
/** `[Kind-Only]` Returns true if the given value is TInteger */
function IsImport(value) {
    return IsKindOf(value, 'Import');
}
/** `[Kind-Only]` Returns true if the given value is TInteger */
function kind_IsInteger(value) {
    return IsKindOf(value, 'Integer');
}
/** `[Kind-Only]` Returns true if the given schema is TProperties */
function IsProperties(value) {
    return ValueGuard.IsObject(value);
}
/** `[Kind-Only]` Returns true if the given value is TIntersect */
function IsIntersect(value) {
    return IsKindOf(value, 'Intersect');
}
/** `[Kind-Only]` Returns true if the given value is TIterator */
function kind_IsIterator(value) {
    return IsKindOf(value, 'Iterator');
}
/** `[Kind-Only]` Returns true if the given value is a TKind with the given name. */
function IsKindOf(value, kind) {
    return value_IsObject(value) && Kind in value && value[Kind] === kind;
}
/** `[Kind-Only]` Returns true if the given value is TLiteral<string> */
function IsLiteralString(value) {
    return IsLiteral(value) && ValueGuard.IsString(value.const);
}
/** `[Kind-Only]` Returns true if the given value is TLiteral<number> */
function IsLiteralNumber(value) {
    return IsLiteral(value) && ValueGuard.IsNumber(value.const);
}
/** `[Kind-Only]` Returns true if the given value is TLiteral<boolean> */
function IsLiteralBoolean(value) {
    return IsLiteral(value) && ValueGuard.IsBoolean(value.const);
}
/** `[Kind-Only]` Returns true if the given value is TLiteralValue */
function IsLiteralValue(value) {
    return value_IsBoolean(value) || value_IsNumber(value) || value_IsString(value);
}
/** `[Kind-Only]` Returns true if the given value is TLiteral */
function IsLiteral(value) {
    return IsKindOf(value, 'Literal');
}
/** `[Kind-Only]` Returns true if the given value is a TMappedKey */
function IsMappedKey(value) {
    return IsKindOf(value, 'MappedKey');
}
/** `[Kind-Only]` Returns true if the given value is TMappedResult */
function IsMappedResult(value) {
    return IsKindOf(value, 'MappedResult');
}
/** `[Kind-Only]` Returns true if the given value is TNever */
function IsNever(value) {
    return IsKindOf(value, 'Never');
}
/** `[Kind-Only]` Returns true if the given value is TNot */
function IsNot(value) {
    return IsKindOf(value, 'Not');
}
/** `[Kind-Only]` Returns true if the given value is TNull */
function kind_IsNull(value) {
    return IsKindOf(value, 'Null');
}
/** `[Kind-Only]` Returns true if the given value is TNumber */
function kind_IsNumber(value) {
    return IsKindOf(value, 'Number');
}
/** `[Kind-Only]` Returns true if the given value is TObject */
function kind_IsObject(value) {
    return IsKindOf(value, 'Object');
}
/** `[Kind-Only]` Returns true if the given value is TPromise */
function kind_IsPromise(value) {
    return IsKindOf(value, 'Promise');
}
/** `[Kind-Only]` Returns true if the given value is TRecord */
function IsRecord(value) {
    return IsKindOf(value, 'Record');
}
/** `[Kind-Only]` Returns true if this value is TRecursive */
function IsRecursive(value) {
    return ValueGuard.IsObject(value) && Hint in value && value[Hint] === 'Recursive';
}
/** `[Kind-Only]` Returns true if the given value is TRef */
function IsRef(value) {
    return IsKindOf(value, 'Ref');
}
/** `[Kind-Only]` Returns true if the given value is TRegExp */
function kind_IsRegExp(value) {
    return IsKindOf(value, 'RegExp');
}
/** `[Kind-Only]` Returns true if the given value is TString */
function kind_IsString(value) {
    return IsKindOf(value, 'String');
}
/** `[Kind-Only]` Returns true if the given value is TSymbol */
function kind_IsSymbol(value) {
    return IsKindOf(value, 'Symbol');
}
/** `[Kind-Only]` Returns true if the given value is TTemplateLiteral */
function IsTemplateLiteral(value) {
    return IsKindOf(value, 'TemplateLiteral');
}
/** `[Kind-Only]` Returns true if the given value is TThis */
function IsThis(value) {
    return IsKindOf(value, 'This');
}
/** `[Kind-Only]` Returns true of this value is TTransform */
function IsTransform(value) {
    return value_IsObject(value) && TransformKind in value;
}
/** `[Kind-Only]` Returns true if the given value is TTuple */
function IsTuple(value) {
    return IsKindOf(value, 'Tuple');
}
/** `[Kind-Only]` Returns true if the given value is TUndefined */
function kind_IsUndefined(value) {
    return IsKindOf(value, 'Undefined');
}
/** `[Kind-Only]` Returns true if the given value is TUnion */
function IsUnion(value) {
    return IsKindOf(value, 'Union');
}
/** `[Kind-Only]` Returns true if the given value is TUint8Array */
function kind_IsUint8Array(value) {
    return IsKindOf(value, 'Uint8Array');
}
/** `[Kind-Only]` Returns true if the given value is TUnknown */
function IsUnknown(value) {
    return IsKindOf(value, 'Unknown');
}
/** `[Kind-Only]` Returns true if the given value is a raw TUnsafe */
function IsUnsafe(value) {
    return IsKindOf(value, 'Unsafe');
}
/** `[Kind-Only]` Returns true if the given value is TVoid */
function IsVoid(value) {
    return IsKindOf(value, 'Void');
}
/** `[Kind-Only]` Returns true if the given value is TKind */
function IsKind(value) {
    return value_IsObject(value) && Kind in value && value_IsString(value[Kind]);
}
/** `[Kind-Only]` Returns true if the given value is TSchema */
function IsSchema(value) {
    // prettier-ignore
    return (IsAny(value) ||
        IsArgument(value) ||
        kind_IsArray(value) ||
        kind_IsBoolean(value) ||
        kind_IsBigInt(value) ||
        kind_IsAsyncIterator(value) ||
        IsComputed(value) ||
        IsConstructor(value) ||
        kind_IsDate(value) ||
        kind_IsFunction(value) ||
        kind_IsInteger(value) ||
        IsIntersect(value) ||
        kind_IsIterator(value) ||
        IsLiteral(value) ||
        IsMappedKey(value) ||
        IsMappedResult(value) ||
        IsNever(value) ||
        IsNot(value) ||
        kind_IsNull(value) ||
        kind_IsNumber(value) ||
        kind_IsObject(value) ||
        kind_IsPromise(value) ||
        IsRecord(value) ||
        IsRef(value) ||
        kind_IsRegExp(value) ||
        kind_IsString(value) ||
        kind_IsSymbol(value) ||
        IsTemplateLiteral(value) ||
        IsThis(value) ||
        IsTuple(value) ||
        kind_IsUndefined(value) ||
        IsUnion(value) ||
        kind_IsUint8Array(value) ||
        IsUnknown(value) ||
        IsUnsafe(value) ||
        IsVoid(value) ||
        IsKind(value));
}

;// CONCATENATED MODULE: ./node_modules/@sinclair/typebox/build/esm/type/intersect/intersect-create.mjs


// ------------------------------------------------------------------
// TypeGuard
// ------------------------------------------------------------------

// ------------------------------------------------------------------
// IntersectCreate
// ------------------------------------------------------------------
// prettier-ignore
function IntersectCreate(T, options = {}) {
    const allObjects = T.every((schema) => kind_IsObject(schema));
    const clonedUnevaluatedProperties = IsSchema(options.unevaluatedProperties)
        ? { unevaluatedProperties: options.unevaluatedProperties }
        : {};
    return CreateType((options.unevaluatedProperties === false || IsSchema(options.unevaluatedProperties) || allObjects
        ? { ...clonedUnevaluatedProperties, [Kind]: 'Intersect', type: 'object', allOf: T }
        : { ...clonedUnevaluatedProperties, [Kind]: 'Intersect', allOf: T }), options);
}

;// CONCATENATED MODULE: ./node_modules/@sinclair/typebox/build/esm/type/intersect/intersect.mjs



// ------------------------------------------------------------------
// TypeGuard
// ------------------------------------------------------------------

/** `[Json]` Creates an evaluated Intersect type */
function Intersect(types, options) {
    if (types.length === 1)
        return CreateType(types[0], options);
    if (types.length === 0)
        return Never(options);
    if (types.some((schema) => IsTransform(schema)))
        throw new Error('Cannot intersect transform types');
    return IntersectCreate(types, options);
}

;// CONCATENATED MODULE: ./node_modules/@sinclair/typebox/build/esm/type/union/union-create.mjs


function UnionCreate(T, options) {
    return CreateType({ [Kind]: 'Union', anyOf: T }, options);
}

;// CONCATENATED MODULE: ./node_modules/@sinclair/typebox/build/esm/type/union/union.mjs



/** `[Json]` Creates a Union type */
function Union(types, options) {
    // prettier-ignore
    return (types.length === 0 ? Never(options) :
        types.length === 1 ? CreateType(types[0], options) :
            UnionCreate(types, options));
}

;// CONCATENATED MODULE: ./node_modules/@sinclair/typebox/build/esm/type/error/error.mjs
/** The base Error type thrown for all TypeBox exceptions  */
class error_TypeBoxError extends Error {
    constructor(message) {
        super(message);
    }
}

;// CONCATENATED MODULE: ./node_modules/@sinclair/typebox/build/esm/type/ref/ref.mjs



/** `[Json]` Creates a Ref type. The referenced type must contain a $id */
function Ref(...args) {
    const [$ref, options] = typeof args[0] === 'string' ? [args[0], args[1]] : [args[0].$id, args[1]];
    if (typeof $ref !== 'string')
        throw new error_TypeBoxError('Ref: $ref must be a string');
    return CreateType({ [Kind]: 'Ref', $ref }, options);
}

;// CONCATENATED MODULE: ./node_modules/@sinclair/typebox/build/esm/type/awaited/awaited.mjs





// ------------------------------------------------------------------
// TypeGuard
// ------------------------------------------------------------------

// prettier-ignore
function FromComputed(target, parameters) {
    return computed_Computed('Awaited', [computed_Computed(target, parameters)]);
}
// prettier-ignore
function FromRef($ref) {
    return computed_Computed('Awaited', [Ref($ref)]);
}
// prettier-ignore
function FromIntersect(types) {
    return Intersect(FromRest(types));
}
// prettier-ignore
function FromUnion(types) {
    return Union(FromRest(types));
}
// prettier-ignore
function FromPromise(type) {
    return Awaited(type);
}
// prettier-ignore
function FromRest(types) {
    return types.map(type => Awaited(type));
}
/** `[JavaScript]` Constructs a type by recursively unwrapping Promise types */
function Awaited(type, options) {
    return CreateType(IsComputed(type) ? FromComputed(type.target, type.parameters) : IsIntersect(type) ? FromIntersect(type.allOf) : IsUnion(type) ? FromUnion(type.anyOf) : kind_IsPromise(type) ? FromPromise(type.item) : IsRef(type) ? FromRef(type.$ref) : type, options);
}

;// CONCATENATED MODULE: ./node_modules/@sinclair/typebox/build/esm/type/bigint/bigint.mjs


/** `[JavaScript]` Creates a BigInt type */
function bigint_BigInt(options) {
    return CreateType({ [Kind]: 'BigInt', type: 'bigint' }, options);
}

;// CONCATENATED MODULE: ./node_modules/@sinclair/typebox/build/esm/type/boolean/boolean.mjs


/** `[Json]` Creates a Boolean type */
function tool_host_Boolean(options) {
    return CreateType({ [Kind]: 'Boolean', type: 'boolean' }, options);
}

;// CONCATENATED MODULE: ./node_modules/@sinclair/typebox/build/esm/type/discard/discard.mjs
function DiscardKey(value, key) {
    const { [key]: _, ...rest } = value;
    return rest;
}
/** Discards property keys from the given value. This function returns a shallow Clone. */
function Discard(value, keys) {
    return keys.reduce((acc, key) => DiscardKey(acc, key), value);
}

;// CONCATENATED MODULE: ./node_modules/@sinclair/typebox/build/esm/type/mapped/mapped-result.mjs


// prettier-ignore
function MappedResult(properties) {
    return CreateType({
        [Kind]: 'MappedResult',
        properties
    });
}

;// CONCATENATED MODULE: ./node_modules/@sinclair/typebox/build/esm/type/optional/optional-from-mapped-result.mjs


// prettier-ignore
function FromProperties(P, F) {
    const Acc = {};
    for (const K2 of globalThis.Object.getOwnPropertyNames(P))
        Acc[K2] = Optional(P[K2], F);
    return Acc;
}
// prettier-ignore
function FromMappedResult(R, F) {
    return FromProperties(R.properties, F);
}
// prettier-ignore
function OptionalFromMappedResult(R, F) {
    const P = FromMappedResult(R, F);
    return MappedResult(P);
}

;// CONCATENATED MODULE: ./node_modules/@sinclair/typebox/build/esm/type/optional/optional.mjs





function RemoveOptional(schema) {
    return CreateType(Discard(schema, [OptionalKind]));
}
function AddOptional(schema) {
    return CreateType({ ...schema, [OptionalKind]: 'Optional' });
}
// prettier-ignore
function OptionalWithFlag(schema, F) {
    return (F === false
        ? RemoveOptional(schema)
        : AddOptional(schema));
}
/** `[Json]` Creates a Optional property */
function Optional(schema, enable) {
    const F = enable ?? true;
    return IsMappedResult(schema) ? OptionalFromMappedResult(schema, F) : OptionalWithFlag(schema, F);
}

;// CONCATENATED MODULE: ./node_modules/@sinclair/typebox/build/esm/type/intersect/intersect-evaluated.mjs






// ------------------------------------------------------------------
// TypeGuard
// ------------------------------------------------------------------

// prettier-ignore
function IsIntersectOptional(types) {
    return types.every(left => IsOptional(left));
}
// prettier-ignore
function RemoveOptionalFromType(type) {
    return (Discard(type, [OptionalKind]));
}
// prettier-ignore
function RemoveOptionalFromRest(types) {
    return types.map(left => IsOptional(left) ? RemoveOptionalFromType(left) : left);
}
// prettier-ignore
function ResolveIntersect(types, options) {
    return (IsIntersectOptional(types)
        ? Optional(IntersectCreate(RemoveOptionalFromRest(types), options))
        : IntersectCreate(RemoveOptionalFromRest(types), options));
}
/** `[Json]` Creates an evaluated Intersect type */
function IntersectEvaluated(types, options = {}) {
    if (types.length === 1)
        return CreateType(types[0], options);
    if (types.length === 0)
        return Never(options);
    if (types.some((schema) => IsTransform(schema)))
        throw new Error('Cannot intersect transform types');
    return ResolveIntersect(types, options);
}

;// CONCATENATED MODULE: ./node_modules/@sinclair/typebox/build/esm/type/union/union-evaluated.mjs






// ------------------------------------------------------------------
// TypeGuard
// ------------------------------------------------------------------

// prettier-ignore
function IsUnionOptional(types) {
    return types.some(type => IsOptional(type));
}
// prettier-ignore
function union_evaluated_RemoveOptionalFromRest(types) {
    return types.map(left => IsOptional(left) ? union_evaluated_RemoveOptionalFromType(left) : left);
}
// prettier-ignore
function union_evaluated_RemoveOptionalFromType(T) {
    return (Discard(T, [OptionalKind]));
}
// prettier-ignore
function ResolveUnion(types, options) {
    const isOptional = IsUnionOptional(types);
    return (isOptional
        ? Optional(UnionCreate(union_evaluated_RemoveOptionalFromRest(types), options))
        : UnionCreate(union_evaluated_RemoveOptionalFromRest(types), options));
}
/** `[Json]` Creates an evaluated Union type */
function UnionEvaluated(T, options) {
    // prettier-ignore
    return (T.length === 1 ? CreateType(T[0], options) :
        T.length === 0 ? Never(options) :
            ResolveUnion(T, options));
}

;// CONCATENATED MODULE: ./node_modules/@sinclair/typebox/build/esm/type/template-literal/parse.mjs

// ------------------------------------------------------------------
// TemplateLiteralParserError
// ------------------------------------------------------------------
class TemplateLiteralParserError extends error_TypeBoxError {
}
// -------------------------------------------------------------------
// Unescape
//
// Unescape for these control characters specifically. Note that this
// function is only called on non union group content, and where we
// still want to allow the user to embed control characters in that
// content. For review.
// -------------------------------------------------------------------
// prettier-ignore
function Unescape(pattern) {
    return pattern
        .replace(/\\\$/g, '$')
        .replace(/\\\*/g, '*')
        .replace(/\\\^/g, '^')
        .replace(/\\\|/g, '|')
        .replace(/\\\(/g, '(')
        .replace(/\\\)/g, ')');
}
// -------------------------------------------------------------------
// Control Characters
// -------------------------------------------------------------------
function IsNonEscaped(pattern, index, char) {
    return pattern[index] === char && pattern.charCodeAt(index - 1) !== 92;
}
function IsOpenParen(pattern, index) {
    return IsNonEscaped(pattern, index, '(');
}
function IsCloseParen(pattern, index) {
    return IsNonEscaped(pattern, index, ')');
}
function IsSeparator(pattern, index) {
    return IsNonEscaped(pattern, index, '|');
}
// -------------------------------------------------------------------
// Control Groups
// -------------------------------------------------------------------
function IsGroup(pattern) {
    if (!(IsOpenParen(pattern, 0) && IsCloseParen(pattern, pattern.length - 1)))
        return false;
    let count = 0;
    for (let index = 0; index < pattern.length; index++) {
        if (IsOpenParen(pattern, index))
            count += 1;
        if (IsCloseParen(pattern, index))
            count -= 1;
        if (count === 0 && index !== pattern.length - 1)
            return false;
    }
    return true;
}
// prettier-ignore
function InGroup(pattern) {
    return pattern.slice(1, pattern.length - 1);
}
// prettier-ignore
function IsPrecedenceOr(pattern) {
    let count = 0;
    for (let index = 0; index < pattern.length; index++) {
        if (IsOpenParen(pattern, index))
            count += 1;
        if (IsCloseParen(pattern, index))
            count -= 1;
        if (IsSeparator(pattern, index) && count === 0)
            return true;
    }
    return false;
}
// prettier-ignore
function IsPrecedenceAnd(pattern) {
    for (let index = 0; index < pattern.length; index++) {
        if (IsOpenParen(pattern, index))
            return true;
    }
    return false;
}
// prettier-ignore
function Or(pattern) {
    let [count, start] = [0, 0];
    const expressions = [];
    for (let index = 0; index < pattern.length; index++) {
        if (IsOpenParen(pattern, index))
            count += 1;
        if (IsCloseParen(pattern, index))
            count -= 1;
        if (IsSeparator(pattern, index) && count === 0) {
            const range = pattern.slice(start, index);
            if (range.length > 0)
                expressions.push(TemplateLiteralParse(range));
            start = index + 1;
        }
    }
    const range = pattern.slice(start);
    if (range.length > 0)
        expressions.push(TemplateLiteralParse(range));
    if (expressions.length === 0)
        return { type: 'const', const: '' };
    if (expressions.length === 1)
        return expressions[0];
    return { type: 'or', expr: expressions };
}
// prettier-ignore
function And(pattern) {
    function Group(value, index) {
        if (!IsOpenParen(value, index))
            throw new TemplateLiteralParserError(`TemplateLiteralParser: Index must point to open parens`);
        let count = 0;
        for (let scan = index; scan < value.length; scan++) {
            if (IsOpenParen(value, scan))
                count += 1;
            if (IsCloseParen(value, scan))
                count -= 1;
            if (count === 0)
                return [index, scan];
        }
        throw new TemplateLiteralParserError(`TemplateLiteralParser: Unclosed group parens in expression`);
    }
    function Range(pattern, index) {
        for (let scan = index; scan < pattern.length; scan++) {
            if (IsOpenParen(pattern, scan))
                return [index, scan];
        }
        return [index, pattern.length];
    }
    const expressions = [];
    for (let index = 0; index < pattern.length; index++) {
        if (IsOpenParen(pattern, index)) {
            const [start, end] = Group(pattern, index);
            const range = pattern.slice(start, end + 1);
            expressions.push(TemplateLiteralParse(range));
            index = end;
        }
        else {
            const [start, end] = Range(pattern, index);
            const range = pattern.slice(start, end);
            if (range.length > 0)
                expressions.push(TemplateLiteralParse(range));
            index = end - 1;
        }
    }
    return ((expressions.length === 0) ? { type: 'const', const: '' } :
        (expressions.length === 1) ? expressions[0] :
            { type: 'and', expr: expressions });
}
// ------------------------------------------------------------------
// TemplateLiteralParse
// ------------------------------------------------------------------
/** Parses a pattern and returns an expression tree */
function TemplateLiteralParse(pattern) {
    // prettier-ignore
    return (IsGroup(pattern) ? TemplateLiteralParse(InGroup(pattern)) :
        IsPrecedenceOr(pattern) ? Or(pattern) :
            IsPrecedenceAnd(pattern) ? And(pattern) :
                { type: 'const', const: Unescape(pattern) });
}
// ------------------------------------------------------------------
// TemplateLiteralParseExact
// ------------------------------------------------------------------
/** Parses a pattern and strips forward and trailing ^ and $ */
function TemplateLiteralParseExact(pattern) {
    return TemplateLiteralParse(pattern.slice(1, pattern.length - 1));
}

;// CONCATENATED MODULE: ./node_modules/@sinclair/typebox/build/esm/type/template-literal/finite.mjs


// ------------------------------------------------------------------
// TemplateLiteralFiniteError
// ------------------------------------------------------------------
class TemplateLiteralFiniteError extends error_TypeBoxError {
}
// ------------------------------------------------------------------
// IsTemplateLiteralFiniteCheck
// ------------------------------------------------------------------
// prettier-ignore
function IsNumberExpression(expression) {
    return (expression.type === 'or' &&
        expression.expr.length === 2 &&
        expression.expr[0].type === 'const' &&
        expression.expr[0].const === '0' &&
        expression.expr[1].type === 'const' &&
        expression.expr[1].const === '[1-9][0-9]*');
}
// prettier-ignore
function IsBooleanExpression(expression) {
    return (expression.type === 'or' &&
        expression.expr.length === 2 &&
        expression.expr[0].type === 'const' &&
        expression.expr[0].const === 'true' &&
        expression.expr[1].type === 'const' &&
        expression.expr[1].const === 'false');
}
// prettier-ignore
function IsStringExpression(expression) {
    return expression.type === 'const' && expression.const === '.*';
}
// ------------------------------------------------------------------
// IsTemplateLiteralExpressionFinite
// ------------------------------------------------------------------
// prettier-ignore
function IsTemplateLiteralExpressionFinite(expression) {
    return (IsNumberExpression(expression) || IsStringExpression(expression) ? false :
        IsBooleanExpression(expression) ? true :
            (expression.type === 'and') ? expression.expr.every((expr) => IsTemplateLiteralExpressionFinite(expr)) :
                (expression.type === 'or') ? expression.expr.every((expr) => IsTemplateLiteralExpressionFinite(expr)) :
                    (expression.type === 'const') ? true :
                        (() => { throw new TemplateLiteralFiniteError(`Unknown expression type`); })());
}
/** Returns true if this TemplateLiteral resolves to a finite set of values */
function IsTemplateLiteralFinite(schema) {
    const expression = TemplateLiteralParseExact(schema.pattern);
    return IsTemplateLiteralExpressionFinite(expression);
}

;// CONCATENATED MODULE: ./node_modules/@sinclair/typebox/build/esm/type/template-literal/generate.mjs



// ------------------------------------------------------------------
// TemplateLiteralGenerateError
// ------------------------------------------------------------------
class TemplateLiteralGenerateError extends error_TypeBoxError {
}
// ------------------------------------------------------------------
// TemplateLiteralExpressionGenerate
// ------------------------------------------------------------------
// prettier-ignore
function* GenerateReduce(buffer) {
    if (buffer.length === 1)
        return yield* buffer[0];
    for (const left of buffer[0]) {
        for (const right of GenerateReduce(buffer.slice(1))) {
            yield `${left}${right}`;
        }
    }
}
// prettier-ignore
function* GenerateAnd(expression) {
    return yield* GenerateReduce(expression.expr.map((expr) => [...TemplateLiteralExpressionGenerate(expr)]));
}
// prettier-ignore
function* GenerateOr(expression) {
    for (const expr of expression.expr)
        yield* TemplateLiteralExpressionGenerate(expr);
}
// prettier-ignore
function* GenerateConst(expression) {
    return yield expression.const;
}
function* TemplateLiteralExpressionGenerate(expression) {
    return expression.type === 'and'
        ? yield* GenerateAnd(expression)
        : expression.type === 'or'
            ? yield* GenerateOr(expression)
            : expression.type === 'const'
                ? yield* GenerateConst(expression)
                : (() => {
                    throw new TemplateLiteralGenerateError('Unknown expression');
                })();
}
/** Generates a tuple of strings from the given TemplateLiteral. Returns an empty tuple if infinite. */
function TemplateLiteralGenerate(schema) {
    const expression = TemplateLiteralParseExact(schema.pattern);
    // prettier-ignore
    return (IsTemplateLiteralExpressionFinite(expression)
        ? [...TemplateLiteralExpressionGenerate(expression)]
        : []);
}

;// CONCATENATED MODULE: ./node_modules/@sinclair/typebox/build/esm/type/indexed/indexed-property-keys.mjs

// ------------------------------------------------------------------
// TypeGuard
// ------------------------------------------------------------------

// prettier-ignore
function FromTemplateLiteral(templateLiteral) {
    const keys = TemplateLiteralGenerate(templateLiteral);
    return keys.map(key => key.toString());
}
// prettier-ignore
function indexed_property_keys_FromUnion(types) {
    const result = [];
    for (const type of types)
        result.push(...IndexPropertyKeys(type));
    return result;
}
// prettier-ignore
function FromLiteral(literalValue) {
    return ([literalValue.toString()] // TS 5.4 observes TLiteralValue as not having a toString()
    );
}
/** Returns a tuple of PropertyKeys derived from the given TSchema */
// prettier-ignore
function IndexPropertyKeys(type) {
    return [...new Set((IsTemplateLiteral(type) ? FromTemplateLiteral(type) :
            IsUnion(type) ? indexed_property_keys_FromUnion(type.anyOf) :
                IsLiteral(type) ? FromLiteral(type.const) :
                    kind_IsNumber(type) ? ['[number]'] :
                        kind_IsInteger(type) ? ['[number]'] :
                            []))];
}

;// CONCATENATED MODULE: ./node_modules/@sinclair/typebox/build/esm/type/indexed/indexed-from-mapped-key.mjs



// prettier-ignore
function MappedIndexPropertyKey(type, key, options) {
    return { [key]: Index(type, [key], Clone(options)) };
}
// prettier-ignore
function MappedIndexPropertyKeys(type, propertyKeys, options) {
    return propertyKeys.reduce((result, left) => {
        return { ...result, ...MappedIndexPropertyKey(type, left, options) };
    }, {});
}
// prettier-ignore
function MappedIndexProperties(type, mappedKey, options) {
    return MappedIndexPropertyKeys(type, mappedKey.keys, options);
}
// prettier-ignore
function IndexFromMappedKey(type, mappedKey, options) {
    const properties = MappedIndexProperties(type, mappedKey, options);
    return MappedResult(properties);
}

;// CONCATENATED MODULE: ./node_modules/@sinclair/typebox/build/esm/type/indexed/indexed-from-mapped-result.mjs



// prettier-ignore
function indexed_from_mapped_result_FromProperties(type, properties, options) {
    const result = {};
    for (const K2 of Object.getOwnPropertyNames(properties)) {
        result[K2] = Index(type, IndexPropertyKeys(properties[K2]), options);
    }
    return result;
}
// prettier-ignore
function indexed_from_mapped_result_FromMappedResult(type, mappedResult, options) {
    return indexed_from_mapped_result_FromProperties(type, mappedResult.properties, options);
}
// prettier-ignore
function IndexFromMappedResult(type, mappedResult, options) {
    const properties = indexed_from_mapped_result_FromMappedResult(type, mappedResult, options);
    return MappedResult(properties);
}

;// CONCATENATED MODULE: ./node_modules/@sinclair/typebox/build/esm/type/indexed/indexed.mjs









// ------------------------------------------------------------------
// TypeGuard
// ------------------------------------------------------------------

// prettier-ignore
function indexed_FromRest(types, key) {
    return types.map(type => IndexFromPropertyKey(type, key));
}
// prettier-ignore
function FromIntersectRest(types) {
    return types.filter(type => !IsNever(type));
}
// prettier-ignore
function indexed_FromIntersect(types, key) {
    return (IntersectEvaluated(FromIntersectRest(indexed_FromRest(types, key))));
}
// prettier-ignore
function FromUnionRest(types) {
    return (types.some(L => IsNever(L))
        ? []
        : types);
}
// prettier-ignore
function indexed_FromUnion(types, key) {
    return (UnionEvaluated(FromUnionRest(indexed_FromRest(types, key))));
}
// prettier-ignore
function FromTuple(types, key) {
    return (key in types ? types[key] :
        key === '[number]' ? UnionEvaluated(types) :
            Never());
}
// prettier-ignore
function FromArray(type, key) {
    return (key === '[number]'
        ? type
        : Never());
}
// prettier-ignore
function FromProperty(properties, propertyKey) {
    return (propertyKey in properties ? properties[propertyKey] : Never());
}
// prettier-ignore
function IndexFromPropertyKey(type, propertyKey) {
    return (IsIntersect(type) ? indexed_FromIntersect(type.allOf, propertyKey) :
        IsUnion(type) ? indexed_FromUnion(type.anyOf, propertyKey) :
            IsTuple(type) ? FromTuple(type.items ?? [], propertyKey) :
                kind_IsArray(type) ? FromArray(type.items, propertyKey) :
                    kind_IsObject(type) ? FromProperty(type.properties, propertyKey) :
                        Never());
}
// prettier-ignore
function IndexFromPropertyKeys(type, propertyKeys) {
    return propertyKeys.map(propertyKey => IndexFromPropertyKey(type, propertyKey));
}
// prettier-ignore
function FromSchema(type, propertyKeys) {
    return (UnionEvaluated(IndexFromPropertyKeys(type, propertyKeys)));
}
// prettier-ignore
function IndexFromComputed(type, key) {
    return Computed('Index', [type, key]);
}
/** `[Json]` Returns an Indexed property type for the given keys */
function Index(type, key, options) {
    // computed-type
    if (IsRef(type) || IsRef(key)) {
        const error = `Index types using Ref parameters require both Type and Key to be of TSchema`;
        if (!IsSchema(type) || !IsSchema(key))
            throw new error_TypeBoxError(error);
        return computed_Computed('Index', [type, key]);
    }
    // mapped-types
    if (IsMappedResult(key))
        return IndexFromMappedResult(type, key, options);
    if (IsMappedKey(key))
        return IndexFromMappedKey(type, key, options);
    // prettier-ignore
    return CreateType(IsSchema(key)
        ? FromSchema(type, IndexPropertyKeys(key))
        : FromSchema(type, key), options);
}

;// CONCATENATED MODULE: ./node_modules/@sinclair/typebox/build/esm/type/sets/set.mjs
/** Returns true if element right is in the set of left */
// prettier-ignore
function SetIncludes(T, S) {
    return T.includes(S);
}
/** Returns true if left is a subset of right */
function SetIsSubset(T, S) {
    return T.every((L) => SetIncludes(S, L));
}
/** Returns a distinct set of elements */
function SetDistinct(T) {
    return [...new Set(T)];
}
/** Returns the Intersect of the given sets */
function SetIntersect(T, S) {
    return T.filter((L) => S.includes(L));
}
/** Returns the Union of the given sets */
function SetUnion(T, S) {
    return [...T, ...S];
}
/** Returns the Complement by omitting elements in T that are in S */
// prettier-ignore
function SetComplement(T, S) {
    return T.filter(L => !S.includes(L));
}
// prettier-ignore
function SetIntersectManyResolve(T, Init) {
    return T.reduce((Acc, L) => {
        return SetIntersect(Acc, L);
    }, Init);
}
// prettier-ignore
function SetIntersectMany(T) {
    return (T.length === 1
        ? T[0]
        // Use left to initialize the accumulator for resolve
        : T.length > 1
            ? SetIntersectManyResolve(T.slice(1), T[0])
            : []);
}
/** Returns the Union of multiple sets */
function SetUnionMany(T) {
    const Acc = [];
    for (const L of T)
        Acc.push(...L);
    return Acc;
}

;// CONCATENATED MODULE: ./node_modules/@sinclair/typebox/build/esm/type/keyof/keyof-property-keys.mjs

// ------------------------------------------------------------------
// TypeGuard
// ------------------------------------------------------------------

// prettier-ignore
function keyof_property_keys_FromRest(types) {
    const result = [];
    for (const L of types)
        result.push(KeyOfPropertyKeys(L));
    return result;
}
// prettier-ignore
function keyof_property_keys_FromIntersect(types) {
    const propertyKeysArray = keyof_property_keys_FromRest(types);
    const propertyKeys = SetUnionMany(propertyKeysArray);
    return propertyKeys;
}
// prettier-ignore
function keyof_property_keys_FromUnion(types) {
    const propertyKeysArray = keyof_property_keys_FromRest(types);
    const propertyKeys = SetIntersectMany(propertyKeysArray);
    return propertyKeys;
}
// prettier-ignore
function keyof_property_keys_FromTuple(types) {
    return types.map((_, indexer) => indexer.toString());
}
// prettier-ignore
function keyof_property_keys_FromArray(_) {
    return (['[number]']);
}
// prettier-ignore
function keyof_property_keys_FromProperties(T) {
    return (globalThis.Object.getOwnPropertyNames(T));
}
// ------------------------------------------------------------------
// FromPatternProperties
// ------------------------------------------------------------------
// prettier-ignore
function FromPatternProperties(patternProperties) {
    if (!includePatternProperties)
        return [];
    const patternPropertyKeys = globalThis.Object.getOwnPropertyNames(patternProperties);
    return patternPropertyKeys.map(key => {
        return (key[0] === '^' && key[key.length - 1] === '$')
            ? key.slice(1, key.length - 1)
            : key;
    });
}
/** Returns a tuple of PropertyKeys derived from the given TSchema. */
// prettier-ignore
function KeyOfPropertyKeys(type) {
    return (IsIntersect(type) ? keyof_property_keys_FromIntersect(type.allOf) :
        IsUnion(type) ? keyof_property_keys_FromUnion(type.anyOf) :
            IsTuple(type) ? keyof_property_keys_FromTuple(type.items ?? []) :
                kind_IsArray(type) ? keyof_property_keys_FromArray(type.items) :
                    kind_IsObject(type) ? keyof_property_keys_FromProperties(type.properties) :
                        IsRecord(type) ? FromPatternProperties(type.patternProperties) :
                            []);
}
// ----------------------------------------------------------------
// KeyOfPattern
// ----------------------------------------------------------------
let includePatternProperties = false;
/** Returns a regular expression pattern derived from the given TSchema */
function KeyOfPattern(schema) {
    includePatternProperties = true;
    const keys = KeyOfPropertyKeys(schema);
    includePatternProperties = false;
    const pattern = keys.map((key) => `(${key})`);
    return `^(${pattern.join('|')})$`;
}

;// CONCATENATED MODULE: ./node_modules/@sinclair/typebox/build/esm/type/object/object.mjs


// ------------------------------------------------------------------
// TypeGuard
// ------------------------------------------------------------------

/** Creates a RequiredArray derived from the given TProperties value. */
function RequiredArray(properties) {
    return globalThis.Object.keys(properties).filter((key) => !IsOptional(properties[key]));
}
/** `[Json]` Creates an Object type */
function _Object_(properties, options) {
    const required = RequiredArray(properties);
    const schema = required.length > 0 ? { [Kind]: 'Object', type: 'object', required, properties } : { [Kind]: 'Object', type: 'object', properties };
    return CreateType(schema, options);
}
// ------------------------------------------------------------------
// TypeScript 7: CommonJS TS2441
//
// TypeScript generates a CommonJS shim that patches local variables
// via an unqualified reference to Object (e.g. the __esModule shim's
// Object.defineProperty call). Other compiler tools have been
// observed patching in the same way, but TypeScript 7 has correctly
// begun flagging variables named Object in CommonJS, since they
// conflict with the shim and can cause "used before definition"
// errors. This is CommonJS-specific; no such shim exists for ESM.
//
// TypeBox works around this using a `var` declaration, which is
// known to avoid use-before-definition errors. TypeBox 1.x employs
// a similar strategy.
// ------------------------------------------------------------------
/** `[Json]` Creates an Object type */
// @ts-ignore - error TS2441: Duplicate identifier 'Object'. Compiler reserves name 'Object' in top level scope of a module.
var object_Object = _Object_;

;// CONCATENATED MODULE: ./node_modules/@sinclair/typebox/build/esm/type/composite/composite.mjs





// ------------------------------------------------------------------
// TypeGuard
// ------------------------------------------------------------------

// prettier-ignore
function CompositeKeys(T) {
    const Acc = [];
    for (const L of T)
        Acc.push(...KeyOfPropertyKeys(L));
    return SetDistinct(Acc);
}
// prettier-ignore
function FilterNever(T) {
    return T.filter(L => !IsNever(L));
}
// prettier-ignore
function CompositeProperty(T, K) {
    const Acc = [];
    for (const L of T)
        Acc.push(...IndexFromPropertyKeys(L, [K]));
    return FilterNever(Acc);
}
// prettier-ignore
function CompositeProperties(T, K) {
    const Acc = {};
    for (const L of K) {
        Acc[L] = IntersectEvaluated(CompositeProperty(T, L));
    }
    return Acc;
}
// prettier-ignore
function Composite(T, options) {
    const K = CompositeKeys(T);
    const P = CompositeProperties(T, K);
    const R = object_Object(P, options);
    return R;
}

;// CONCATENATED MODULE: ./node_modules/@sinclair/typebox/build/esm/type/date/date.mjs


/** `[JavaScript]` Creates a Date type */
function date_Date(options) {
    return CreateType({ [Kind]: 'Date', type: 'Date' }, options);
}

;// CONCATENATED MODULE: ./node_modules/@sinclair/typebox/build/esm/type/function/function.mjs


/** `[JavaScript]` Creates a Function type */
function Function(parameters, returns, options) {
    return CreateType({ [Kind]: 'Function', type: 'Function', parameters, returns }, options);
}

;// CONCATENATED MODULE: ./node_modules/@sinclair/typebox/build/esm/type/literal/literal.mjs


/** `[Json]` Creates a Literal type */
function Literal(value, options) {
    return CreateType({
        [Kind]: 'Literal',
        const: value,
        type: typeof value,
    }, options);
}

;// CONCATENATED MODULE: ./node_modules/@sinclair/typebox/build/esm/type/null/null.mjs


/** `[Json]` Creates a Null type */
function Null(options) {
    return CreateType({ [Kind]: 'Null', type: 'null' }, options);
}

;// CONCATENATED MODULE: ./node_modules/@sinclair/typebox/build/esm/type/symbol/symbol.mjs


/** `[JavaScript]` Creates a Symbol type */
function symbol_Symbol(options) {
    return CreateType({ [Kind]: 'Symbol', type: 'symbol' }, options);
}

;// CONCATENATED MODULE: ./node_modules/@sinclair/typebox/build/esm/type/tuple/tuple.mjs


/** `[Json]` Creates a Tuple type */
function Tuple(types, options) {
    // prettier-ignore
    return CreateType(types.length > 0 ?
        { [Kind]: 'Tuple', type: 'array', items: types, additionalItems: false, minItems: types.length, maxItems: types.length } :
        { [Kind]: 'Tuple', type: 'array', minItems: types.length, maxItems: types.length }, options);
}

;// CONCATENATED MODULE: ./node_modules/@sinclair/typebox/build/esm/type/readonly/readonly-from-mapped-result.mjs


// prettier-ignore
function readonly_from_mapped_result_FromProperties(K, F) {
    const Acc = {};
    for (const K2 of globalThis.Object.getOwnPropertyNames(K))
        Acc[K2] = Readonly(K[K2], F);
    return Acc;
}
// prettier-ignore
function readonly_from_mapped_result_FromMappedResult(R, F) {
    return readonly_from_mapped_result_FromProperties(R.properties, F);
}
// prettier-ignore
function ReadonlyFromMappedResult(R, F) {
    const P = readonly_from_mapped_result_FromMappedResult(R, F);
    return MappedResult(P);
}

;// CONCATENATED MODULE: ./node_modules/@sinclair/typebox/build/esm/type/readonly/readonly.mjs





function RemoveReadonly(schema) {
    return CreateType(Discard(schema, [symbols_ReadonlyKind]));
}
function AddReadonly(schema) {
    return CreateType({ ...schema, [symbols_ReadonlyKind]: 'Readonly' });
}
// prettier-ignore
function ReadonlyWithFlag(schema, F) {
    return (F === false
        ? RemoveReadonly(schema)
        : AddReadonly(schema));
}
/** `[Json]` Creates a Readonly property */
function Readonly(schema, enable) {
    const F = enable ?? true;
    return IsMappedResult(schema) ? ReadonlyFromMappedResult(schema, F) : ReadonlyWithFlag(schema, F);
}

;// CONCATENATED MODULE: ./node_modules/@sinclair/typebox/build/esm/type/undefined/undefined.mjs


/** `[JavaScript]` Creates a Undefined type */
function Undefined(options) {
    return CreateType({ [Kind]: 'Undefined', type: 'undefined' }, options);
}

;// CONCATENATED MODULE: ./node_modules/@sinclair/typebox/build/esm/type/uint8array/uint8array.mjs


/** `[JavaScript]` Creates a Uint8Array type */
function uint8array_Uint8Array(options) {
    return CreateType({ [Kind]: 'Uint8Array', type: 'Uint8Array' }, options);
}

;// CONCATENATED MODULE: ./node_modules/@sinclair/typebox/build/esm/type/unknown/unknown.mjs


/** `[Json]` Creates an Unknown type */
function Unknown(options) {
    return CreateType({ [Kind]: 'Unknown' }, options);
}

;// CONCATENATED MODULE: ./node_modules/@sinclair/typebox/build/esm/type/const/const.mjs














// ------------------------------------------------------------------
// ValueGuard
// ------------------------------------------------------------------

// prettier-ignore
function const_FromArray(T) {
    return T.map(L => FromValue(L, false));
}
// prettier-ignore
function const_FromProperties(value) {
    const Acc = {};
    for (const K of globalThis.Object.getOwnPropertyNames(value))
        Acc[K] = Readonly(FromValue(value[K], false));
    return Acc;
}
function ConditionalReadonly(T, root) {
    return (root === true ? T : Readonly(T));
}
// prettier-ignore
function FromValue(value, root) {
    return (value_IsAsyncIterator(value) ? ConditionalReadonly(Any(), root) :
        value_IsIterator(value) ? ConditionalReadonly(Any(), root) :
            value_IsArray(value) ? Readonly(Tuple(const_FromArray(value))) :
                value_IsUint8Array(value) ? uint8array_Uint8Array() :
                    value_IsDate(value) ? date_Date() :
                        value_IsObject(value) ? ConditionalReadonly(object_Object(const_FromProperties(value)), root) :
                            value_IsFunction(value) ? ConditionalReadonly(Function([], Unknown()), root) :
                                value_IsUndefined(value) ? Undefined() :
                                    value_IsNull(value) ? Null() :
                                        value_IsSymbol(value) ? symbol_Symbol() :
                                            value_IsBigInt(value) ? bigint_BigInt() :
                                                value_IsNumber(value) ? Literal(value) :
                                                    value_IsBoolean(value) ? Literal(value) :
                                                        value_IsString(value) ? Literal(value) :
                                                            object_Object({}));
}
/** `[JavaScript]` Creates a readonly const type from the given value. */
function Const(T, options) {
    return CreateType(FromValue(T, true), options);
}

;// CONCATENATED MODULE: ./node_modules/@sinclair/typebox/build/esm/type/constructor/constructor.mjs


/** `[JavaScript]` Creates a Constructor type */
function Constructor(parameters, returns, options) {
    return CreateType({ [Kind]: 'Constructor', type: 'Constructor', parameters, returns }, options);
}

;// CONCATENATED MODULE: ./node_modules/@sinclair/typebox/build/esm/type/constructor-parameters/constructor-parameters.mjs



/** `[JavaScript]` Extracts the ConstructorParameters from the given Constructor type */
function ConstructorParameters(schema, options) {
    return (IsConstructor(schema) ? Tuple(schema.parameters, options) : Never(options));
}

;// CONCATENATED MODULE: ./node_modules/@sinclair/typebox/build/esm/type/enum/enum.mjs



// ------------------------------------------------------------------
// ValueGuard
// ------------------------------------------------------------------

/** `[Json]` Creates a Enum type */
function Enum(item, options) {
    if (value_IsUndefined(item))
        throw new Error('Enum undefined or empty');
    const values1 = globalThis.Object.getOwnPropertyNames(item)
        .filter((key) => isNaN(key))
        .map((key) => item[key]);
    const values2 = [...new Set(values1)];
    const anyOf = values2.map((value) => Literal(value));
    return Union(anyOf, { ...options, [symbols_Hint]: 'Enum' });
}

;// CONCATENATED MODULE: ./node_modules/@sinclair/typebox/build/esm/type/number/number.mjs


/** `[Json]` Creates a Number type */
function number_Number(options) {
    return CreateType({ [Kind]: 'Number', type: 'number' }, options);
}

;// CONCATENATED MODULE: ./node_modules/@sinclair/typebox/build/esm/type/string/string.mjs


/** `[Json]` Creates a String type */
function string_String(options) {
    return CreateType({ [Kind]: 'String', type: 'string' }, options);
}

;// CONCATENATED MODULE: ./node_modules/@sinclair/typebox/build/esm/type/template-literal/union.mjs



/** Returns a Union from the given TemplateLiteral */
function TemplateLiteralToUnion(schema) {
    const R = TemplateLiteralGenerate(schema);
    const L = R.map((S) => Literal(S));
    return UnionEvaluated(L);
}

;// CONCATENATED MODULE: ./node_modules/@sinclair/typebox/build/esm/type/patterns/patterns.mjs
const PatternBoolean = '(true|false)';
const PatternNumber = '(0|[1-9][0-9]*)';
const PatternString = '(.*)';
const PatternNever = '(?!.*)';
const PatternBooleanExact = (/* unused pure expression or super */ null && (`^${PatternBoolean}$`));
const PatternNumberExact = `^${PatternNumber}$`;
const PatternStringExact = `^${PatternString}$`;
const PatternNeverExact = `^${PatternNever}$`;

;// CONCATENATED MODULE: ./node_modules/@sinclair/typebox/build/esm/type/guard/type.mjs



class TypeGuardUnknownTypeError extends (/* unused pure expression or super */ null && (TypeBoxError)) {
}
const KnownTypes = [
    'Argument',
    'Any',
    'Array',
    'AsyncIterator',
    'BigInt',
    'Boolean',
    'Computed',
    'Constructor',
    'Date',
    'Enum',
    'Function',
    'Integer',
    'Intersect',
    'Iterator',
    'Literal',
    'MappedKey',
    'MappedResult',
    'Not',
    'Null',
    'Number',
    'Object',
    'Promise',
    'Record',
    'Ref',
    'RegExp',
    'String',
    'Symbol',
    'TemplateLiteral',
    'This',
    'Tuple',
    'Undefined',
    'Union',
    'Uint8Array',
    'Unknown',
    'Void',
];
function IsPattern(value) {
    try {
        new RegExp(value);
        return true;
    }
    catch {
        return false;
    }
}
function IsControlCharacterFree(value) {
    if (!value_IsString(value))
        return false;
    for (let i = 0; i < value.length; i++) {
        const code = value.charCodeAt(i);
        if ((code >= 7 && code <= 13) || code === 27 || code === 127) {
            return false;
        }
    }
    return true;
}
function IsAdditionalProperties(value) {
    return IsOptionalBoolean(value) || type_IsSchema(value);
}
function IsOptionalBigInt(value) {
    return value_IsUndefined(value) || value_IsBigInt(value);
}
function IsOptionalNumber(value) {
    return value_IsUndefined(value) || value_IsNumber(value);
}
function IsOptionalBoolean(value) {
    return value_IsUndefined(value) || value_IsBoolean(value);
}
function IsOptionalString(value) {
    return value_IsUndefined(value) || value_IsString(value);
}
function IsOptionalPattern(value) {
    return value_IsUndefined(value) || (value_IsString(value) && IsControlCharacterFree(value) && IsPattern(value));
}
function IsOptionalFormat(value) {
    return value_IsUndefined(value) || (value_IsString(value) && IsControlCharacterFree(value));
}
function IsOptionalSchema(value) {
    return value_IsUndefined(value) || type_IsSchema(value);
}
// ------------------------------------------------------------------
// Modifiers
// ------------------------------------------------------------------
/** Returns true if this value has a Readonly symbol */
function type_IsReadonly(value) {
    return ValueGuard.IsObject(value) && value[ReadonlyKind] === 'Readonly';
}
/** Returns true if this value has a Optional symbol */
function type_IsOptional(value) {
    return value_IsObject(value) && value[OptionalKind] === 'Optional';
}
// ------------------------------------------------------------------
// Types
// ------------------------------------------------------------------
/** Returns true if the given value is TAny */
function type_IsAny(value) {
    // prettier-ignore
    return (type_IsKindOf(value, 'Any') &&
        IsOptionalString(value.$id));
}
/** Returns true if the given value is TArgument */
function type_IsArgument(value) {
    // prettier-ignore
    return (type_IsKindOf(value, 'Argument') &&
        value_IsNumber(value.index));
}
/** Returns true if the given value is TArray */
function type_IsArray(value) {
    return (type_IsKindOf(value, 'Array') &&
        value.type === 'array' &&
        IsOptionalString(value.$id) &&
        type_IsSchema(value.items) &&
        IsOptionalNumber(value.minItems) &&
        IsOptionalNumber(value.maxItems) &&
        IsOptionalBoolean(value.uniqueItems) &&
        IsOptionalSchema(value.contains) &&
        IsOptionalNumber(value.minContains) &&
        IsOptionalNumber(value.maxContains));
}
/** Returns true if the given value is TAsyncIterator */
function type_IsAsyncIterator(value) {
    // prettier-ignore
    return (type_IsKindOf(value, 'AsyncIterator') &&
        value.type === 'AsyncIterator' &&
        IsOptionalString(value.$id) &&
        type_IsSchema(value.items));
}
/** Returns true if the given value is TBigInt */
function type_IsBigInt(value) {
    // prettier-ignore
    return (type_IsKindOf(value, 'BigInt') &&
        value.type === 'bigint' &&
        IsOptionalString(value.$id) &&
        IsOptionalBigInt(value.exclusiveMaximum) &&
        IsOptionalBigInt(value.exclusiveMinimum) &&
        IsOptionalBigInt(value.maximum) &&
        IsOptionalBigInt(value.minimum) &&
        IsOptionalBigInt(value.multipleOf));
}
/** Returns true if the given value is TBoolean */
function type_IsBoolean(value) {
    // prettier-ignore
    return (type_IsKindOf(value, 'Boolean') &&
        value.type === 'boolean' &&
        IsOptionalString(value.$id));
}
/** Returns true if the given value is TComputed */
function type_IsComputed(value) {
    // prettier-ignore
    return (type_IsKindOf(value, 'Computed') &&
        value_IsString(value.target) &&
        value_IsArray(value.parameters) &&
        value.parameters.every((schema) => type_IsSchema(schema)));
}
/** Returns true if the given value is TConstructor */
function type_IsConstructor(value) {
    // prettier-ignore
    return (type_IsKindOf(value, 'Constructor') &&
        value.type === 'Constructor' &&
        IsOptionalString(value.$id) &&
        value_IsArray(value.parameters) &&
        value.parameters.every(schema => type_IsSchema(schema)) &&
        type_IsSchema(value.returns));
}
/** Returns true if the given value is TDate */
function type_IsDate(value) {
    return (type_IsKindOf(value, 'Date') &&
        value.type === 'Date' &&
        IsOptionalString(value.$id) &&
        IsOptionalNumber(value.exclusiveMaximumTimestamp) &&
        IsOptionalNumber(value.exclusiveMinimumTimestamp) &&
        IsOptionalNumber(value.maximumTimestamp) &&
        IsOptionalNumber(value.minimumTimestamp) &&
        IsOptionalNumber(value.multipleOfTimestamp));
}
/** Returns true if the given value is TFunction */
function type_IsFunction(value) {
    // prettier-ignore
    return (type_IsKindOf(value, 'Function') &&
        value.type === 'Function' &&
        IsOptionalString(value.$id) &&
        value_IsArray(value.parameters) &&
        value.parameters.every(schema => type_IsSchema(schema)) &&
        type_IsSchema(value.returns));
}
/** Returns true if the given value is TImport */
function type_IsImport(value) {
    // prettier-ignore
    return (type_IsKindOf(value, 'Import') &&
        ValueGuard.HasPropertyKey(value, '$defs') &&
        ValueGuard.IsObject(value.$defs) &&
        type_IsProperties(value.$defs) &&
        ValueGuard.HasPropertyKey(value, '$ref') &&
        ValueGuard.IsString(value.$ref) &&
        value.$ref in value.$defs // required
    );
}
/** Returns true if the given value is TInteger */
function type_IsInteger(value) {
    return (type_IsKindOf(value, 'Integer') &&
        value.type === 'integer' &&
        IsOptionalString(value.$id) &&
        IsOptionalNumber(value.exclusiveMaximum) &&
        IsOptionalNumber(value.exclusiveMinimum) &&
        IsOptionalNumber(value.maximum) &&
        IsOptionalNumber(value.minimum) &&
        IsOptionalNumber(value.multipleOf));
}
/** Returns true if the given schema is TProperties */
function type_IsProperties(value) {
    // prettier-ignore
    return (value_IsObject(value) &&
        Object.entries(value).every(([key, schema]) => IsControlCharacterFree(key) && type_IsSchema(schema)));
}
/** Returns true if the given value is TIntersect */
function type_IsIntersect(value) {
    // prettier-ignore
    return (type_IsKindOf(value, 'Intersect') &&
        (value_IsString(value.type) && value.type !== 'object' ? false : true) &&
        value_IsArray(value.allOf) &&
        value.allOf.every(schema => type_IsSchema(schema) && !type_IsTransform(schema)) &&
        IsOptionalString(value.type) &&
        (IsOptionalBoolean(value.unevaluatedProperties) || IsOptionalSchema(value.unevaluatedProperties)) &&
        IsOptionalString(value.$id));
}
/** Returns true if the given value is TIterator */
function type_IsIterator(value) {
    // prettier-ignore
    return (type_IsKindOf(value, 'Iterator') &&
        value.type === 'Iterator' &&
        IsOptionalString(value.$id) &&
        type_IsSchema(value.items));
}
/** Returns true if the given value is a TKind with the given name. */
function type_IsKindOf(value, kind) {
    return value_IsObject(value) && Kind in value && value[Kind] === kind;
}
/** Returns true if the given value is TLiteral<string> */
function type_IsLiteralString(value) {
    return type_IsLiteral(value) && value_IsString(value.const);
}
/** Returns true if the given value is TLiteral<number> */
function type_IsLiteralNumber(value) {
    return type_IsLiteral(value) && value_IsNumber(value.const);
}
/** Returns true if the given value is TLiteral<boolean> */
function type_IsLiteralBoolean(value) {
    return type_IsLiteral(value) && value_IsBoolean(value.const);
}
/** Returns true if the given value is TLiteral */
function type_IsLiteral(value) {
    // prettier-ignore
    return (type_IsKindOf(value, 'Literal') &&
        IsOptionalString(value.$id) && type_IsLiteralValue(value.const));
}
/** Returns true if the given value is a TLiteralValue */
function type_IsLiteralValue(value) {
    return value_IsBoolean(value) || value_IsNumber(value) || value_IsString(value);
}
/** Returns true if the given value is a TMappedKey */
function type_IsMappedKey(value) {
    // prettier-ignore
    return (type_IsKindOf(value, 'MappedKey') &&
        value_IsArray(value.keys) &&
        value.keys.every(key => value_IsNumber(key) || value_IsString(key)));
}
/** Returns true if the given value is TMappedResult */
function type_IsMappedResult(value) {
    // prettier-ignore
    return (type_IsKindOf(value, 'MappedResult') &&
        type_IsProperties(value.properties));
}
/** Returns true if the given value is TNever */
function type_IsNever(value) {
    // prettier-ignore
    return (type_IsKindOf(value, 'Never') &&
        value_IsObject(value.not) &&
        Object.getOwnPropertyNames(value.not).length === 0);
}
/** Returns true if the given value is TNot */
function type_IsNot(value) {
    // prettier-ignore
    return (type_IsKindOf(value, 'Not') &&
        type_IsSchema(value.not));
}
/** Returns true if the given value is TNull */
function type_IsNull(value) {
    // prettier-ignore
    return (type_IsKindOf(value, 'Null') &&
        value.type === 'null' &&
        IsOptionalString(value.$id));
}
/** Returns true if the given value is TNumber */
function type_IsNumber(value) {
    return (type_IsKindOf(value, 'Number') &&
        value.type === 'number' &&
        IsOptionalString(value.$id) &&
        IsOptionalNumber(value.exclusiveMaximum) &&
        IsOptionalNumber(value.exclusiveMinimum) &&
        IsOptionalNumber(value.maximum) &&
        IsOptionalNumber(value.minimum) &&
        IsOptionalNumber(value.multipleOf));
}
/** Returns true if the given value is TObject */
function type_IsObject(value) {
    // prettier-ignore
    return (type_IsKindOf(value, 'Object') &&
        value.type === 'object' &&
        IsOptionalString(value.$id) &&
        type_IsProperties(value.properties) &&
        IsAdditionalProperties(value.additionalProperties) &&
        IsOptionalNumber(value.minProperties) &&
        IsOptionalNumber(value.maxProperties));
}
/** Returns true if the given value is TPromise */
function type_IsPromise(value) {
    // prettier-ignore
    return (type_IsKindOf(value, 'Promise') &&
        value.type === 'Promise' &&
        IsOptionalString(value.$id) &&
        type_IsSchema(value.item));
}
/** Returns true if the given value is TRecord */
function type_IsRecord(value) {
    // prettier-ignore
    return (type_IsKindOf(value, 'Record') &&
        value.type === 'object' &&
        IsOptionalString(value.$id) &&
        IsAdditionalProperties(value.additionalProperties) &&
        value_IsObject(value.patternProperties) &&
        ((schema) => {
            const keys = Object.getOwnPropertyNames(schema.patternProperties);
            return (keys.length === 1 &&
                IsPattern(keys[0]) &&
                value_IsObject(schema.patternProperties) &&
                type_IsSchema(schema.patternProperties[keys[0]]));
        })(value));
}
/** Returns true if this value is TRecursive */
function type_IsRecursive(value) {
    return ValueGuard.IsObject(value) && Hint in value && value[Hint] === 'Recursive';
}
/** Returns true if the given value is TRef */
function type_IsRef(value) {
    // prettier-ignore
    return (type_IsKindOf(value, 'Ref') &&
        IsOptionalString(value.$id) &&
        value_IsString(value.$ref));
}
/** Returns true if the given value is TRegExp */
function type_IsRegExp(value) {
    // prettier-ignore
    return (type_IsKindOf(value, 'RegExp') &&
        IsOptionalString(value.$id) &&
        value_IsString(value.source) &&
        value_IsString(value.flags) &&
        IsOptionalNumber(value.maxLength) &&
        IsOptionalNumber(value.minLength));
}
/** Returns true if the given value is TString */
function type_IsString(value) {
    // prettier-ignore
    return (type_IsKindOf(value, 'String') &&
        value.type === 'string' &&
        IsOptionalString(value.$id) &&
        IsOptionalNumber(value.minLength) &&
        IsOptionalNumber(value.maxLength) &&
        IsOptionalPattern(value.pattern) &&
        IsOptionalFormat(value.format));
}
/** Returns true if the given value is TSymbol */
function type_IsSymbol(value) {
    // prettier-ignore
    return (type_IsKindOf(value, 'Symbol') &&
        value.type === 'symbol' &&
        IsOptionalString(value.$id));
}
/** Returns true if the given value is TTemplateLiteral */
function type_IsTemplateLiteral(value) {
    // prettier-ignore
    return (type_IsKindOf(value, 'TemplateLiteral') &&
        value.type === 'string' &&
        value_IsString(value.pattern) &&
        value.pattern[0] === '^' &&
        value.pattern[value.pattern.length - 1] === '$');
}
/** Returns true if the given value is TThis */
function type_IsThis(value) {
    // prettier-ignore
    return (type_IsKindOf(value, 'This') &&
        IsOptionalString(value.$id) &&
        value_IsString(value.$ref));
}
/** Returns true of this value is TTransform */
function type_IsTransform(value) {
    return value_IsObject(value) && TransformKind in value;
}
/** Returns true if the given value is TTuple */
function type_IsTuple(value) {
    // prettier-ignore
    return (type_IsKindOf(value, 'Tuple') &&
        value.type === 'array' &&
        IsOptionalString(value.$id) &&
        value_IsNumber(value.minItems) &&
        value_IsNumber(value.maxItems) &&
        value.minItems === value.maxItems &&
        (( // empty
        value_IsUndefined(value.items) &&
            value_IsUndefined(value.additionalItems) &&
            value.minItems === 0) || (value_IsArray(value.items) &&
            value.items.every(schema => type_IsSchema(schema)))));
}
/** Returns true if the given value is TUndefined */
function type_IsUndefined(value) {
    // prettier-ignore
    return (type_IsKindOf(value, 'Undefined') &&
        value.type === 'undefined' &&
        IsOptionalString(value.$id));
}
/** Returns true if the given value is TUnion<Literal<string | number>[]> */
function IsUnionLiteral(value) {
    return type_IsUnion(value) && value.anyOf.every((schema) => type_IsLiteralString(schema) || type_IsLiteralNumber(schema));
}
/** Returns true if the given value is TUnion */
function type_IsUnion(value) {
    // prettier-ignore
    return (type_IsKindOf(value, 'Union') &&
        IsOptionalString(value.$id) &&
        value_IsObject(value) &&
        value_IsArray(value.anyOf) &&
        value.anyOf.every(schema => type_IsSchema(schema)));
}
/** Returns true if the given value is TUint8Array */
function type_IsUint8Array(value) {
    // prettier-ignore
    return (type_IsKindOf(value, 'Uint8Array') &&
        value.type === 'Uint8Array' &&
        IsOptionalString(value.$id) &&
        IsOptionalNumber(value.minByteLength) &&
        IsOptionalNumber(value.maxByteLength));
}
/** Returns true if the given value is TUnknown */
function type_IsUnknown(value) {
    // prettier-ignore
    return (type_IsKindOf(value, 'Unknown') &&
        IsOptionalString(value.$id));
}
/** Returns true if the given value is a raw TUnsafe */
function type_IsUnsafe(value) {
    return type_IsKindOf(value, 'Unsafe');
}
/** Returns true if the given value is TVoid */
function type_IsVoid(value) {
    // prettier-ignore
    return (type_IsKindOf(value, 'Void') &&
        value.type === 'void' &&
        IsOptionalString(value.$id));
}
/** Returns true if the given value is TKind */
function type_IsKind(value) {
    return value_IsObject(value) && Kind in value && value_IsString(value[Kind]) && !KnownTypes.includes(value[Kind]);
}
/** Returns true if the given value is TSchema */
function type_IsSchema(value) {
    // prettier-ignore
    return (value_IsObject(value)) && (type_IsAny(value) ||
        type_IsArgument(value) ||
        type_IsArray(value) ||
        type_IsBoolean(value) ||
        type_IsBigInt(value) ||
        type_IsAsyncIterator(value) ||
        type_IsComputed(value) ||
        type_IsConstructor(value) ||
        type_IsDate(value) ||
        type_IsFunction(value) ||
        type_IsInteger(value) ||
        type_IsIntersect(value) ||
        type_IsIterator(value) ||
        type_IsLiteral(value) ||
        type_IsMappedKey(value) ||
        type_IsMappedResult(value) ||
        type_IsNever(value) ||
        type_IsNot(value) ||
        type_IsNull(value) ||
        type_IsNumber(value) ||
        type_IsObject(value) ||
        type_IsPromise(value) ||
        type_IsRecord(value) ||
        type_IsRef(value) ||
        type_IsRegExp(value) ||
        type_IsString(value) ||
        type_IsSymbol(value) ||
        type_IsTemplateLiteral(value) ||
        type_IsThis(value) ||
        type_IsTuple(value) ||
        type_IsUndefined(value) ||
        type_IsUnion(value) ||
        type_IsUint8Array(value) ||
        type_IsUnknown(value) ||
        type_IsUnsafe(value) ||
        type_IsVoid(value) ||
        type_IsKind(value));
}

;// CONCATENATED MODULE: ./node_modules/@sinclair/typebox/build/esm/type/extends/extends-check.mjs










class ExtendsResolverError extends error_TypeBoxError {
}
var ExtendsResult;
(function (ExtendsResult) {
    ExtendsResult[ExtendsResult["Union"] = 0] = "Union";
    ExtendsResult[ExtendsResult["True"] = 1] = "True";
    ExtendsResult[ExtendsResult["False"] = 2] = "False";
})(ExtendsResult || (ExtendsResult = {}));
// ------------------------------------------------------------------
// IntoBooleanResult
// ------------------------------------------------------------------
// prettier-ignore
function IntoBooleanResult(result) {
    return result === ExtendsResult.False ? result : ExtendsResult.True;
}
// ------------------------------------------------------------------
// Throw
// ------------------------------------------------------------------
// prettier-ignore
function Throw(message) {
    throw new ExtendsResolverError(message);
}
// ------------------------------------------------------------------
// StructuralRight
// ------------------------------------------------------------------
// prettier-ignore
function IsStructuralRight(right) {
    return (type_IsNever(right) ||
        type_IsIntersect(right) ||
        type_IsUnion(right) ||
        type_IsUnknown(right) ||
        type_IsAny(right));
}
// prettier-ignore
function StructuralRight(left, right) {
    return (type_IsNever(right) ? FromNeverRight(left, right) :
        type_IsIntersect(right) ? FromIntersectRight(left, right) :
            type_IsUnion(right) ? FromUnionRight(left, right) :
                type_IsUnknown(right) ? FromUnknownRight(left, right) :
                    type_IsAny(right) ? FromAnyRight(left, right) :
                        Throw('StructuralRight'));
}
// ------------------------------------------------------------------
// Any
// ------------------------------------------------------------------
// prettier-ignore
function FromAnyRight(left, right) {
    return ExtendsResult.True;
}
// prettier-ignore
function FromAny(left, right) {
    return (type_IsIntersect(right) ? FromIntersectRight(left, right) :
        (type_IsUnion(right) && right.anyOf.some((schema) => type_IsAny(schema) || type_IsUnknown(schema))) ? ExtendsResult.True :
            type_IsUnion(right) ? ExtendsResult.Union :
                type_IsUnknown(right) ? ExtendsResult.True :
                    type_IsAny(right) ? ExtendsResult.True :
                        ExtendsResult.Union);
}
// ------------------------------------------------------------------
// Array
// ------------------------------------------------------------------
// prettier-ignore
function FromArrayRight(left, right) {
    return (type_IsUnknown(left) ? ExtendsResult.False :
        type_IsAny(left) ? ExtendsResult.Union :
            type_IsNever(left) ? ExtendsResult.True :
                ExtendsResult.False);
}
// prettier-ignore
function extends_check_FromArray(left, right) {
    return (type_IsObject(right) && IsObjectArrayLike(right) ? ExtendsResult.True :
        IsStructuralRight(right) ? StructuralRight(left, right) :
            !type_IsArray(right) ? ExtendsResult.False :
                IntoBooleanResult(extends_check_Visit(left.items, right.items)));
}
// ------------------------------------------------------------------
// AsyncIterator
// ------------------------------------------------------------------
// prettier-ignore
function FromAsyncIterator(left, right) {
    return (IsStructuralRight(right) ? StructuralRight(left, right) :
        !type_IsAsyncIterator(right) ? ExtendsResult.False :
            IntoBooleanResult(extends_check_Visit(left.items, right.items)));
}
// ------------------------------------------------------------------
// BigInt
// ------------------------------------------------------------------
// prettier-ignore
function FromBigInt(left, right) {
    return (IsStructuralRight(right) ? StructuralRight(left, right) :
        type_IsObject(right) ? FromObjectRight(left, right) :
            type_IsRecord(right) ? FromRecordRight(left, right) :
                type_IsBigInt(right) ? ExtendsResult.True :
                    ExtendsResult.False);
}
// ------------------------------------------------------------------
// Boolean
// ------------------------------------------------------------------
// prettier-ignore
function FromBooleanRight(left, right) {
    return (type_IsLiteralBoolean(left) ? ExtendsResult.True :
        type_IsBoolean(left) ? ExtendsResult.True :
            ExtendsResult.False);
}
// prettier-ignore
function FromBoolean(left, right) {
    return (IsStructuralRight(right) ? StructuralRight(left, right) :
        type_IsObject(right) ? FromObjectRight(left, right) :
            type_IsRecord(right) ? FromRecordRight(left, right) :
                type_IsBoolean(right) ? ExtendsResult.True :
                    ExtendsResult.False);
}
// ------------------------------------------------------------------
// Constructor
// ------------------------------------------------------------------
// prettier-ignore
function FromConstructor(left, right) {
    return (IsStructuralRight(right) ? StructuralRight(left, right) :
        type_IsObject(right) ? FromObjectRight(left, right) :
            !type_IsConstructor(right) ? ExtendsResult.False :
                left.parameters.length > right.parameters.length ? ExtendsResult.False :
                    (!left.parameters.every((schema, index) => IntoBooleanResult(extends_check_Visit(right.parameters[index], schema)) === ExtendsResult.True)) ? ExtendsResult.False :
                        IntoBooleanResult(extends_check_Visit(left.returns, right.returns)));
}
// ------------------------------------------------------------------
// Date
// ------------------------------------------------------------------
// prettier-ignore
function FromDate(left, right) {
    return (IsStructuralRight(right) ? StructuralRight(left, right) :
        type_IsObject(right) ? FromObjectRight(left, right) :
            type_IsRecord(right) ? FromRecordRight(left, right) :
                type_IsDate(right) ? ExtendsResult.True :
                    ExtendsResult.False);
}
// ------------------------------------------------------------------
// Function
// ------------------------------------------------------------------
// prettier-ignore
function FromFunction(left, right) {
    return (IsStructuralRight(right) ? StructuralRight(left, right) :
        type_IsObject(right) ? FromObjectRight(left, right) :
            !type_IsFunction(right) ? ExtendsResult.False :
                left.parameters.length > right.parameters.length ? ExtendsResult.False :
                    (!left.parameters.every((schema, index) => IntoBooleanResult(extends_check_Visit(right.parameters[index], schema)) === ExtendsResult.True)) ? ExtendsResult.False :
                        IntoBooleanResult(extends_check_Visit(left.returns, right.returns)));
}
// ------------------------------------------------------------------
// Integer
// ------------------------------------------------------------------
// prettier-ignore
function FromIntegerRight(left, right) {
    return (type_IsLiteral(left) && value_IsNumber(left.const) ? ExtendsResult.True :
        type_IsNumber(left) || type_IsInteger(left) ? ExtendsResult.True :
            ExtendsResult.False);
}
// prettier-ignore
function FromInteger(left, right) {
    return (type_IsInteger(right) || type_IsNumber(right) ? ExtendsResult.True :
        IsStructuralRight(right) ? StructuralRight(left, right) :
            type_IsObject(right) ? FromObjectRight(left, right) :
                type_IsRecord(right) ? FromRecordRight(left, right) :
                    ExtendsResult.False);
}
// ------------------------------------------------------------------
// Intersect
// ------------------------------------------------------------------
// prettier-ignore
function FromIntersectRight(left, right) {
    return right.allOf.every((schema) => extends_check_Visit(left, schema) === ExtendsResult.True)
        ? ExtendsResult.True
        : ExtendsResult.False;
}
// prettier-ignore
function extends_check_FromIntersect(left, right) {
    return left.allOf.some((schema) => extends_check_Visit(schema, right) === ExtendsResult.True)
        ? ExtendsResult.True
        : ExtendsResult.False;
}
// ------------------------------------------------------------------
// Iterator
// ------------------------------------------------------------------
// prettier-ignore
function FromIterator(left, right) {
    return (IsStructuralRight(right) ? StructuralRight(left, right) :
        !type_IsIterator(right) ? ExtendsResult.False :
            IntoBooleanResult(extends_check_Visit(left.items, right.items)));
}
// ------------------------------------------------------------------
// Literal
// ------------------------------------------------------------------
// prettier-ignore
function extends_check_FromLiteral(left, right) {
    return (type_IsLiteral(right) && right.const === left.const ? ExtendsResult.True :
        IsStructuralRight(right) ? StructuralRight(left, right) :
            type_IsObject(right) ? FromObjectRight(left, right) :
                type_IsRecord(right) ? FromRecordRight(left, right) :
                    type_IsString(right) ? FromStringRight(left, right) :
                        type_IsNumber(right) ? FromNumberRight(left, right) :
                            type_IsInteger(right) ? FromIntegerRight(left, right) :
                                type_IsBoolean(right) ? FromBooleanRight(left, right) :
                                    ExtendsResult.False);
}
// ------------------------------------------------------------------
// Never
// ------------------------------------------------------------------
// prettier-ignore
function FromNeverRight(left, right) {
    return ExtendsResult.False;
}
// prettier-ignore
function FromNever(left, right) {
    return ExtendsResult.True;
}
// ------------------------------------------------------------------
// Not
// ------------------------------------------------------------------
// prettier-ignore
function UnwrapTNot(schema) {
    let [current, depth] = [schema, 0];
    while (true) {
        if (!type_IsNot(current))
            break;
        current = current.not;
        depth += 1;
    }
    return depth % 2 === 0 ? current : Unknown();
}
// prettier-ignore
function FromNot(left, right) {
    // TypeScript has no concept of negated types, and attempts to correctly check the negated
    // type at runtime would put TypeBox at odds with TypeScripts ability to statically infer
    // the type. Instead we unwrap to either unknown or T and continue evaluating.
    // prettier-ignore
    return (type_IsNot(left) ? extends_check_Visit(UnwrapTNot(left), right) :
        type_IsNot(right) ? extends_check_Visit(left, UnwrapTNot(right)) :
            Throw('Invalid fallthrough for Not'));
}
// ------------------------------------------------------------------
// Null
// ------------------------------------------------------------------
// prettier-ignore
function FromNull(left, right) {
    return (IsStructuralRight(right) ? StructuralRight(left, right) :
        type_IsObject(right) ? FromObjectRight(left, right) :
            type_IsRecord(right) ? FromRecordRight(left, right) :
                type_IsNull(right) ? ExtendsResult.True :
                    ExtendsResult.False);
}
// ------------------------------------------------------------------
// Number
// ------------------------------------------------------------------
// prettier-ignore
function FromNumberRight(left, right) {
    return (type_IsLiteralNumber(left) ? ExtendsResult.True :
        type_IsNumber(left) || type_IsInteger(left) ? ExtendsResult.True :
            ExtendsResult.False);
}
// prettier-ignore
function FromNumber(left, right) {
    return (IsStructuralRight(right) ? StructuralRight(left, right) :
        type_IsObject(right) ? FromObjectRight(left, right) :
            type_IsRecord(right) ? FromRecordRight(left, right) :
                type_IsInteger(right) || type_IsNumber(right) ? ExtendsResult.True :
                    ExtendsResult.False);
}
// ------------------------------------------------------------------
// Object
// ------------------------------------------------------------------
// prettier-ignore
function IsObjectPropertyCount(schema, count) {
    return Object.getOwnPropertyNames(schema.properties).length === count;
}
// prettier-ignore
function IsObjectStringLike(schema) {
    return IsObjectArrayLike(schema);
}
// prettier-ignore
function IsObjectSymbolLike(schema) {
    return IsObjectPropertyCount(schema, 0) || (IsObjectPropertyCount(schema, 1) && 'description' in schema.properties && type_IsUnion(schema.properties.description) && schema.properties.description.anyOf.length === 2 && ((type_IsString(schema.properties.description.anyOf[0]) &&
        type_IsUndefined(schema.properties.description.anyOf[1])) || (type_IsString(schema.properties.description.anyOf[1]) &&
        type_IsUndefined(schema.properties.description.anyOf[0]))));
}
// prettier-ignore
function IsObjectNumberLike(schema) {
    return IsObjectPropertyCount(schema, 0);
}
// prettier-ignore
function IsObjectBooleanLike(schema) {
    return IsObjectPropertyCount(schema, 0);
}
// prettier-ignore
function IsObjectBigIntLike(schema) {
    return IsObjectPropertyCount(schema, 0);
}
// prettier-ignore
function IsObjectDateLike(schema) {
    return IsObjectPropertyCount(schema, 0);
}
// prettier-ignore
function IsObjectUint8ArrayLike(schema) {
    return IsObjectArrayLike(schema);
}
// prettier-ignore
function IsObjectFunctionLike(schema) {
    const length = number_Number();
    return IsObjectPropertyCount(schema, 0) || (IsObjectPropertyCount(schema, 1) && 'length' in schema.properties && IntoBooleanResult(extends_check_Visit(schema.properties['length'], length)) === ExtendsResult.True);
}
// prettier-ignore
function IsObjectConstructorLike(schema) {
    return IsObjectPropertyCount(schema, 0);
}
// prettier-ignore
function IsObjectArrayLike(schema) {
    const length = number_Number();
    return IsObjectPropertyCount(schema, 0) || (IsObjectPropertyCount(schema, 1) && 'length' in schema.properties && IntoBooleanResult(extends_check_Visit(schema.properties['length'], length)) === ExtendsResult.True);
}
// prettier-ignore
function IsObjectPromiseLike(schema) {
    const then = Function([Any()], Any());
    return IsObjectPropertyCount(schema, 0) || (IsObjectPropertyCount(schema, 1) && 'then' in schema.properties && IntoBooleanResult(extends_check_Visit(schema.properties['then'], then)) === ExtendsResult.True);
}
// ------------------------------------------------------------------
// Property
// ------------------------------------------------------------------
// prettier-ignore
function Property(left, right) {
    return (extends_check_Visit(left, right) === ExtendsResult.False ? ExtendsResult.False :
        type_IsOptional(left) && !type_IsOptional(right) ? ExtendsResult.False :
            ExtendsResult.True);
}
// prettier-ignore
function FromObjectRight(left, right) {
    return (type_IsUnknown(left) ? ExtendsResult.False :
        type_IsAny(left) ? ExtendsResult.Union : (type_IsNever(left) ||
            (type_IsLiteralString(left) && IsObjectStringLike(right)) ||
            (type_IsLiteralNumber(left) && IsObjectNumberLike(right)) ||
            (type_IsLiteralBoolean(left) && IsObjectBooleanLike(right)) ||
            (type_IsSymbol(left) && IsObjectSymbolLike(right)) ||
            (type_IsBigInt(left) && IsObjectBigIntLike(right)) ||
            (type_IsString(left) && IsObjectStringLike(right)) ||
            (type_IsSymbol(left) && IsObjectSymbolLike(right)) ||
            (type_IsNumber(left) && IsObjectNumberLike(right)) ||
            (type_IsInteger(left) && IsObjectNumberLike(right)) ||
            (type_IsBoolean(left) && IsObjectBooleanLike(right)) ||
            (type_IsUint8Array(left) && IsObjectUint8ArrayLike(right)) ||
            (type_IsDate(left) && IsObjectDateLike(right)) ||
            (type_IsConstructor(left) && IsObjectConstructorLike(right)) ||
            (type_IsFunction(left) && IsObjectFunctionLike(right))) ? ExtendsResult.True :
            (type_IsRecord(left) && type_IsString(RecordKey(left))) ? (() => {
                // When expressing a Record with literal key values, the Record is converted into a Object with
                // the Hint assigned as `Record`. This is used to invert the extends logic.
                return right[symbols_Hint] === 'Record' ? ExtendsResult.True : ExtendsResult.False;
            })() :
                (type_IsRecord(left) && type_IsNumber(RecordKey(left))) ? (() => {
                    return IsObjectPropertyCount(right, 0) ? ExtendsResult.True : ExtendsResult.False;
                })() :
                    ExtendsResult.False);
}
// prettier-ignore
function FromObject(left, right) {
    return (IsStructuralRight(right) ? StructuralRight(left, right) :
        type_IsRecord(right) ? FromRecordRight(left, right) :
            !type_IsObject(right) ? ExtendsResult.False :
                (() => {
                    for (const key of Object.getOwnPropertyNames(right.properties)) {
                        if (!(key in left.properties) && !type_IsOptional(right.properties[key])) {
                            return ExtendsResult.False;
                        }
                        if (type_IsOptional(right.properties[key])) {
                            return ExtendsResult.True;
                        }
                        if (Property(left.properties[key], right.properties[key]) === ExtendsResult.False) {
                            return ExtendsResult.False;
                        }
                    }
                    return ExtendsResult.True;
                })());
}
// ------------------------------------------------------------------
// Promise
// ------------------------------------------------------------------
// prettier-ignore
function extends_check_FromPromise(left, right) {
    return (IsStructuralRight(right) ? StructuralRight(left, right) :
        type_IsObject(right) && IsObjectPromiseLike(right) ? ExtendsResult.True :
            !type_IsPromise(right) ? ExtendsResult.False :
                IntoBooleanResult(extends_check_Visit(left.item, right.item)));
}
// ------------------------------------------------------------------
// Record
// ------------------------------------------------------------------
// prettier-ignore
function RecordKey(schema) {
    return (PatternNumberExact in schema.patternProperties ? number_Number() :
        PatternStringExact in schema.patternProperties ? string_String() :
            Throw('Unknown record key pattern'));
}
// prettier-ignore
function RecordValue(schema) {
    return (PatternNumberExact in schema.patternProperties ? schema.patternProperties[PatternNumberExact] :
        PatternStringExact in schema.patternProperties ? schema.patternProperties[PatternStringExact] :
            Throw('Unable to get record value schema'));
}
// prettier-ignore
function FromRecordRight(left, right) {
    const [Key, Value] = [RecordKey(right), RecordValue(right)];
    return ((type_IsLiteralString(left) && type_IsNumber(Key) && IntoBooleanResult(extends_check_Visit(left, Value)) === ExtendsResult.True) ? ExtendsResult.True :
        type_IsUint8Array(left) && type_IsNumber(Key) ? extends_check_Visit(left, Value) :
            type_IsString(left) && type_IsNumber(Key) ? extends_check_Visit(left, Value) :
                type_IsArray(left) && type_IsNumber(Key) ? extends_check_Visit(left, Value) :
                    type_IsObject(left) ? (() => {
                        for (const key of Object.getOwnPropertyNames(left.properties)) {
                            if (Property(Value, left.properties[key]) === ExtendsResult.False) {
                                return ExtendsResult.False;
                            }
                        }
                        return ExtendsResult.True;
                    })() :
                        ExtendsResult.False);
}
// prettier-ignore
function FromRecord(left, right) {
    return (IsStructuralRight(right) ? StructuralRight(left, right) :
        type_IsObject(right) ? FromObjectRight(left, right) :
            !type_IsRecord(right) ? ExtendsResult.False :
                extends_check_Visit(RecordValue(left), RecordValue(right)));
}
// ------------------------------------------------------------------
// RegExp
// ------------------------------------------------------------------
// prettier-ignore
function FromRegExp(left, right) {
    // Note: RegExp types evaluate as strings, not RegExp objects.
    // Here we remap either into string and continue evaluating.
    const L = type_IsRegExp(left) ? string_String() : left;
    const R = type_IsRegExp(right) ? string_String() : right;
    return extends_check_Visit(L, R);
}
// ------------------------------------------------------------------
// String
// ------------------------------------------------------------------
// prettier-ignore
function FromStringRight(left, right) {
    return (type_IsLiteral(left) && value_IsString(left.const) ? ExtendsResult.True :
        type_IsString(left) ? ExtendsResult.True :
            ExtendsResult.False);
}
// prettier-ignore
function FromString(left, right) {
    return (IsStructuralRight(right) ? StructuralRight(left, right) :
        type_IsObject(right) ? FromObjectRight(left, right) :
            type_IsRecord(right) ? FromRecordRight(left, right) :
                type_IsString(right) ? ExtendsResult.True :
                    ExtendsResult.False);
}
// ------------------------------------------------------------------
// Symbol
// ------------------------------------------------------------------
// prettier-ignore
function FromSymbol(left, right) {
    return (IsStructuralRight(right) ? StructuralRight(left, right) :
        type_IsObject(right) ? FromObjectRight(left, right) :
            type_IsRecord(right) ? FromRecordRight(left, right) :
                type_IsSymbol(right) ? ExtendsResult.True :
                    ExtendsResult.False);
}
// ------------------------------------------------------------------
// TemplateLiteral
// ------------------------------------------------------------------
// prettier-ignore
function extends_check_FromTemplateLiteral(left, right) {
    // TemplateLiteral types are resolved to either unions for finite expressions or string
    // for infinite expressions. Here we call to TemplateLiteralResolver to resolve for
    // either type and continue evaluating.
    return (type_IsTemplateLiteral(left) ? extends_check_Visit(TemplateLiteralToUnion(left), right) :
        type_IsTemplateLiteral(right) ? extends_check_Visit(left, TemplateLiteralToUnion(right)) :
            Throw('Invalid fallthrough for TemplateLiteral'));
}
// ------------------------------------------------------------------
// Tuple
// ------------------------------------------------------------------
// prettier-ignore
function IsArrayOfTuple(left, right) {
    return (type_IsArray(right) &&
        left.items !== undefined &&
        left.items.every((schema) => extends_check_Visit(schema, right.items) === ExtendsResult.True));
}
// prettier-ignore
function FromTupleRight(left, right) {
    return (type_IsNever(left) ? ExtendsResult.True :
        type_IsUnknown(left) ? ExtendsResult.False :
            type_IsAny(left) ? ExtendsResult.Union :
                ExtendsResult.False);
}
// prettier-ignore
function extends_check_FromTuple(left, right) {
    return (IsStructuralRight(right) ? StructuralRight(left, right) :
        type_IsObject(right) && IsObjectArrayLike(right) ? ExtendsResult.True :
            type_IsArray(right) && IsArrayOfTuple(left, right) ? ExtendsResult.True :
                !type_IsTuple(right) ? ExtendsResult.False :
                    (value_IsUndefined(left.items) && !value_IsUndefined(right.items)) || (!value_IsUndefined(left.items) && value_IsUndefined(right.items)) ? ExtendsResult.False :
                        (value_IsUndefined(left.items) && !value_IsUndefined(right.items)) ? ExtendsResult.True :
                            left.items.every((schema, index) => extends_check_Visit(schema, right.items[index]) === ExtendsResult.True) ? ExtendsResult.True :
                                ExtendsResult.False);
}
// ------------------------------------------------------------------
// Uint8Array
// ------------------------------------------------------------------
// prettier-ignore
function FromUint8Array(left, right) {
    return (IsStructuralRight(right) ? StructuralRight(left, right) :
        type_IsObject(right) ? FromObjectRight(left, right) :
            type_IsRecord(right) ? FromRecordRight(left, right) :
                type_IsUint8Array(right) ? ExtendsResult.True :
                    ExtendsResult.False);
}
// ------------------------------------------------------------------
// Undefined
// ------------------------------------------------------------------
// prettier-ignore
function FromUndefined(left, right) {
    return (IsStructuralRight(right) ? StructuralRight(left, right) :
        type_IsObject(right) ? FromObjectRight(left, right) :
            type_IsRecord(right) ? FromRecordRight(left, right) :
                type_IsVoid(right) ? FromVoidRight(left, right) :
                    type_IsUndefined(right) ? ExtendsResult.True :
                        ExtendsResult.False);
}
// ------------------------------------------------------------------
// Union
// ------------------------------------------------------------------
// prettier-ignore
function FromUnionRight(left, right) {
    return right.anyOf.some((schema) => extends_check_Visit(left, schema) === ExtendsResult.True)
        ? ExtendsResult.True
        : ExtendsResult.False;
}
// prettier-ignore
function extends_check_FromUnion(left, right) {
    return left.anyOf.every((schema) => extends_check_Visit(schema, right) === ExtendsResult.True)
        ? ExtendsResult.True
        : ExtendsResult.False;
}
// ------------------------------------------------------------------
// Unknown
// ------------------------------------------------------------------
// prettier-ignore
function FromUnknownRight(left, right) {
    return ExtendsResult.True;
}
// prettier-ignore
function FromUnknown(left, right) {
    return (type_IsNever(right) ? FromNeverRight(left, right) :
        type_IsIntersect(right) ? FromIntersectRight(left, right) :
            type_IsUnion(right) ? FromUnionRight(left, right) :
                type_IsAny(right) ? FromAnyRight(left, right) :
                    type_IsString(right) ? FromStringRight(left, right) :
                        type_IsNumber(right) ? FromNumberRight(left, right) :
                            type_IsInteger(right) ? FromIntegerRight(left, right) :
                                type_IsBoolean(right) ? FromBooleanRight(left, right) :
                                    type_IsArray(right) ? FromArrayRight(left, right) :
                                        type_IsTuple(right) ? FromTupleRight(left, right) :
                                            type_IsObject(right) ? FromObjectRight(left, right) :
                                                type_IsUnknown(right) ? ExtendsResult.True :
                                                    ExtendsResult.False);
}
// ------------------------------------------------------------------
// Void
// ------------------------------------------------------------------
// prettier-ignore
function FromVoidRight(left, right) {
    return (type_IsUndefined(left) ? ExtendsResult.True :
        type_IsUndefined(left) ? ExtendsResult.True :
            ExtendsResult.False);
}
// prettier-ignore
function FromVoid(left, right) {
    return (type_IsIntersect(right) ? FromIntersectRight(left, right) :
        type_IsUnion(right) ? FromUnionRight(left, right) :
            type_IsUnknown(right) ? FromUnknownRight(left, right) :
                type_IsAny(right) ? FromAnyRight(left, right) :
                    type_IsObject(right) ? FromObjectRight(left, right) :
                        type_IsVoid(right) ? ExtendsResult.True :
                            ExtendsResult.False);
}
// prettier-ignore
function extends_check_Visit(left, right) {
    return (
    // resolvable
    (type_IsTemplateLiteral(left) || type_IsTemplateLiteral(right)) ? extends_check_FromTemplateLiteral(left, right) :
        (type_IsRegExp(left) || type_IsRegExp(right)) ? FromRegExp(left, right) :
            (type_IsNot(left) || type_IsNot(right)) ? FromNot(left, right) :
                // standard
                type_IsAny(left) ? FromAny(left, right) :
                    type_IsArray(left) ? extends_check_FromArray(left, right) :
                        type_IsBigInt(left) ? FromBigInt(left, right) :
                            type_IsBoolean(left) ? FromBoolean(left, right) :
                                type_IsAsyncIterator(left) ? FromAsyncIterator(left, right) :
                                    type_IsConstructor(left) ? FromConstructor(left, right) :
                                        type_IsDate(left) ? FromDate(left, right) :
                                            type_IsFunction(left) ? FromFunction(left, right) :
                                                type_IsInteger(left) ? FromInteger(left, right) :
                                                    type_IsIntersect(left) ? extends_check_FromIntersect(left, right) :
                                                        type_IsIterator(left) ? FromIterator(left, right) :
                                                            type_IsLiteral(left) ? extends_check_FromLiteral(left, right) :
                                                                type_IsNever(left) ? FromNever(left, right) :
                                                                    type_IsNull(left) ? FromNull(left, right) :
                                                                        type_IsNumber(left) ? FromNumber(left, right) :
                                                                            type_IsObject(left) ? FromObject(left, right) :
                                                                                type_IsRecord(left) ? FromRecord(left, right) :
                                                                                    type_IsString(left) ? FromString(left, right) :
                                                                                        type_IsSymbol(left) ? FromSymbol(left, right) :
                                                                                            type_IsTuple(left) ? extends_check_FromTuple(left, right) :
                                                                                                type_IsPromise(left) ? extends_check_FromPromise(left, right) :
                                                                                                    type_IsUint8Array(left) ? FromUint8Array(left, right) :
                                                                                                        type_IsUndefined(left) ? FromUndefined(left, right) :
                                                                                                            type_IsUnion(left) ? extends_check_FromUnion(left, right) :
                                                                                                                type_IsUnknown(left) ? FromUnknown(left, right) :
                                                                                                                    type_IsVoid(left) ? FromVoid(left, right) :
                                                                                                                        Throw(`Unknown left type operand '${left[Kind]}'`));
}
function ExtendsCheck(left, right) {
    return extends_check_Visit(left, right);
}

;// CONCATENATED MODULE: ./node_modules/@sinclair/typebox/build/esm/type/exclude/exclude-from-mapped-result.mjs


// prettier-ignore
function exclude_from_mapped_result_FromProperties(P, U) {
    const Acc = {};
    for (const K2 of globalThis.Object.getOwnPropertyNames(P))
        Acc[K2] = Exclude(P[K2], U);
    return Acc;
}
// prettier-ignore
function exclude_from_mapped_result_FromMappedResult(R, T) {
    return exclude_from_mapped_result_FromProperties(R.properties, T);
}
// prettier-ignore
function ExcludeFromMappedResult(R, T) {
    const P = exclude_from_mapped_result_FromMappedResult(R, T);
    return MappedResult(P);
}

;// CONCATENATED MODULE: ./node_modules/@sinclair/typebox/build/esm/type/exclude/exclude-from-template-literal.mjs


function ExcludeFromTemplateLiteral(L, R) {
    return Exclude(TemplateLiteralToUnion(L), R);
}

;// CONCATENATED MODULE: ./node_modules/@sinclair/typebox/build/esm/type/exclude/exclude.mjs






// ------------------------------------------------------------------
// TypeGuard
// ------------------------------------------------------------------

function ExcludeRest(L, R) {
    const excluded = L.filter((inner) => ExtendsCheck(inner, R) === ExtendsResult.False);
    return excluded.length === 1 ? excluded[0] : Union(excluded);
}
/** `[Json]` Constructs a type by excluding from unionType all union members that are assignable to excludedMembers */
function Exclude(L, R, options = {}) {
    // overloads
    if (IsTemplateLiteral(L))
        return CreateType(ExcludeFromTemplateLiteral(L, R), options);
    if (IsMappedResult(L))
        return CreateType(ExcludeFromMappedResult(L, R), options);
    // prettier-ignore
    return CreateType(IsUnion(L) ? ExcludeRest(L.anyOf, R) :
        ExtendsCheck(L, R) !== ExtendsResult.False ? Never() : L, options);
}

;// CONCATENATED MODULE: ./node_modules/@sinclair/typebox/build/esm/type/extends/extends-from-mapped-key.mjs




// prettier-ignore
function FromPropertyKey(K, U, L, R, options) {
    return {
        [K]: Extends(Literal(K), U, L, R, Clone(options))
    };
}
// prettier-ignore
function FromPropertyKeys(K, U, L, R, options) {
    return K.reduce((Acc, LK) => {
        return { ...Acc, ...FromPropertyKey(LK, U, L, R, options) };
    }, {});
}
// prettier-ignore
function FromMappedKey(K, U, L, R, options) {
    return FromPropertyKeys(K.keys, U, L, R, options);
}
// prettier-ignore
function ExtendsFromMappedKey(T, U, L, R, options) {
    const P = FromMappedKey(T, U, L, R, options);
    return MappedResult(P);
}

;// CONCATENATED MODULE: ./node_modules/@sinclair/typebox/build/esm/type/extends/extends-from-mapped-result.mjs



// prettier-ignore
function extends_from_mapped_result_FromProperties(P, Right, True, False, options) {
    const Acc = {};
    for (const K2 of globalThis.Object.getOwnPropertyNames(P))
        Acc[K2] = Extends(P[K2], Right, True, False, Clone(options));
    return Acc;
}
// prettier-ignore
function extends_from_mapped_result_FromMappedResult(Left, Right, True, False, options) {
    return extends_from_mapped_result_FromProperties(Left.properties, Right, True, False, options);
}
// prettier-ignore
function ExtendsFromMappedResult(Left, Right, True, False, options) {
    const P = extends_from_mapped_result_FromMappedResult(Left, Right, True, False, options);
    return MappedResult(P);
}

;// CONCATENATED MODULE: ./node_modules/@sinclair/typebox/build/esm/type/extends/extends.mjs





// ------------------------------------------------------------------
// TypeGuard
// ------------------------------------------------------------------

// prettier-ignore
function ExtendsResolve(left, right, trueType, falseType) {
    const R = ExtendsCheck(left, right);
    return (R === ExtendsResult.Union ? Union([trueType, falseType]) :
        R === ExtendsResult.True ? trueType :
            falseType);
}
/** `[Json]` Creates a Conditional type */
function Extends(L, R, T, F, options) {
    // prettier-ignore
    return (IsMappedResult(L) ? ExtendsFromMappedResult(L, R, T, F, options) :
        IsMappedKey(L) ? CreateType(ExtendsFromMappedKey(L, R, T, F, options)) :
            CreateType(ExtendsResolve(L, R, T, F), options));
}

;// CONCATENATED MODULE: ./node_modules/@sinclair/typebox/build/esm/type/extract/extract-from-mapped-result.mjs


// prettier-ignore
function extract_from_mapped_result_FromProperties(P, T) {
    const Acc = {};
    for (const K2 of globalThis.Object.getOwnPropertyNames(P))
        Acc[K2] = Extract(P[K2], T);
    return Acc;
}
// prettier-ignore
function extract_from_mapped_result_FromMappedResult(R, T) {
    return extract_from_mapped_result_FromProperties(R.properties, T);
}
// prettier-ignore
function ExtractFromMappedResult(R, T) {
    const P = extract_from_mapped_result_FromMappedResult(R, T);
    return MappedResult(P);
}

;// CONCATENATED MODULE: ./node_modules/@sinclair/typebox/build/esm/type/extract/extract-from-template-literal.mjs


function ExtractFromTemplateLiteral(L, R) {
    return Extract(TemplateLiteralToUnion(L), R);
}

;// CONCATENATED MODULE: ./node_modules/@sinclair/typebox/build/esm/type/extract/extract.mjs






// ------------------------------------------------------------------
// TypeGuard
// ------------------------------------------------------------------

function ExtractRest(L, R) {
    const extracted = L.filter((inner) => ExtendsCheck(inner, R) !== ExtendsResult.False);
    return extracted.length === 1 ? extracted[0] : Union(extracted);
}
/** `[Json]` Constructs a type by extracting from type all union members that are assignable to union */
function Extract(L, R, options) {
    // overloads
    if (IsTemplateLiteral(L))
        return CreateType(ExtractFromTemplateLiteral(L, R), options);
    if (IsMappedResult(L))
        return CreateType(ExtractFromMappedResult(L, R), options);
    // prettier-ignore
    return CreateType(IsUnion(L) ? ExtractRest(L.anyOf, R) :
        ExtendsCheck(L, R) !== ExtendsResult.False ? L : Never(), options);
}

;// CONCATENATED MODULE: ./node_modules/@sinclair/typebox/build/esm/type/instance-type/instance-type.mjs



/** `[JavaScript]` Extracts the InstanceType from the given Constructor type */
function InstanceType(schema, options) {
    return (IsConstructor(schema) ? CreateType(schema.returns, options) : Never(options));
}

;// CONCATENATED MODULE: ./node_modules/@sinclair/typebox/build/esm/type/clone/type.mjs

/** Clones a Rest */
function CloneRest(schemas) {
    return schemas.map((schema) => CloneType(schema));
}
/** Clones a Type */
function CloneType(schema, options) {
    return options === undefined ? Clone(schema) : Clone({ ...options, ...schema });
}

;// CONCATENATED MODULE: ./node_modules/@sinclair/typebox/build/esm/type/readonly-optional/readonly-optional.mjs


/** `[Json]` Creates a Readonly and Optional property */
function ReadonlyOptional(schema) {
    return Readonly(Optional(schema));
}

;// CONCATENATED MODULE: ./node_modules/@sinclair/typebox/build/esm/type/record/record.mjs










// ------------------------------------------------------------------
// ValueGuard
// ------------------------------------------------------------------

// ------------------------------------------------------------------
// TypeGuard
// ------------------------------------------------------------------

// ------------------------------------------------------------------
// RecordCreateFromPattern
// ------------------------------------------------------------------
// prettier-ignore
function RecordCreateFromPattern(pattern, T, options) {
    return CreateType({ [Kind]: 'Record', type: 'object', patternProperties: { [pattern]: T } }, options);
}
// ------------------------------------------------------------------
// RecordCreateFromKeys
// ------------------------------------------------------------------
// prettier-ignore
function RecordCreateFromKeys(K, T, options) {
    const result = {};
    for (const K2 of K)
        result[K2] = T;
    return object_Object(result, { ...options, [symbols_Hint]: 'Record' });
}
// prettier-ignore
function FromTemplateLiteralKey(K, T, options) {
    return (IsTemplateLiteralFinite(K)
        ? RecordCreateFromKeys(IndexPropertyKeys(K), T, options)
        : RecordCreateFromPattern(K.pattern, T, options));
}
// prettier-ignore
function FromUnionKey(key, type, options) {
    return RecordCreateFromKeys(IndexPropertyKeys(Union(key)), type, options);
}
// prettier-ignore
function FromLiteralKey(key, type, options) {
    return RecordCreateFromKeys([key.toString()], type, options);
}
// prettier-ignore
function FromRegExpKey(key, type, options) {
    return RecordCreateFromPattern(key.source, type, options);
}
// prettier-ignore
function FromStringKey(key, type, options) {
    const pattern = value_IsUndefined(key.pattern) ? PatternStringExact : key.pattern;
    return RecordCreateFromPattern(pattern, type, options);
}
// prettier-ignore
function FromAnyKey(_, type, options) {
    return RecordCreateFromPattern(PatternStringExact, type, options);
}
// prettier-ignore
function FromNeverKey(_key, type, options) {
    return RecordCreateFromPattern(PatternNeverExact, type, options);
}
// prettier-ignore
function FromBooleanKey(_key, type, options) {
    return object_Object({ true: type, false: type }, options);
}
// prettier-ignore
function FromIntegerKey(_key, type, options) {
    return RecordCreateFromPattern(PatternNumberExact, type, options);
}
// prettier-ignore
function FromNumberKey(_, type, options) {
    return RecordCreateFromPattern(PatternNumberExact, type, options);
}
// ------------------------------------------------------------------
// TRecordOrObject
// ------------------------------------------------------------------
/** `[Json]` Creates a Record type */
function Record(key, type, options = {}) {
    // prettier-ignore
    return (IsUnion(key) ? FromUnionKey(key.anyOf, type, options) :
        IsTemplateLiteral(key) ? FromTemplateLiteralKey(key, type, options) :
            IsLiteral(key) ? FromLiteralKey(key.const, type, options) :
                kind_IsBoolean(key) ? FromBooleanKey(key, type, options) :
                    kind_IsInteger(key) ? FromIntegerKey(key, type, options) :
                        kind_IsNumber(key) ? FromNumberKey(key, type, options) :
                            kind_IsRegExp(key) ? FromRegExpKey(key, type, options) :
                                kind_IsString(key) ? FromStringKey(key, type, options) :
                                    IsAny(key) ? FromAnyKey(key, type, options) :
                                        IsNever(key) ? FromNeverKey(key, type, options) :
                                            Never(options));
}
// ------------------------------------------------------------------
// Record Utilities
// ------------------------------------------------------------------
/** Gets the Records Pattern */
function RecordPattern(record) {
    return globalThis.Object.getOwnPropertyNames(record.patternProperties)[0];
}
/** Gets the Records Key Type */
// prettier-ignore
function record_RecordKey(type) {
    const pattern = RecordPattern(type);
    return (pattern === PatternStringExact ? string_String() :
        pattern === PatternNumberExact ? number_Number() :
            string_String({ pattern }));
}
/** Gets a Record Value Type */
// prettier-ignore
function record_RecordValue(type) {
    return type.patternProperties[RecordPattern(type)];
}

;// CONCATENATED MODULE: ./node_modules/@sinclair/typebox/build/esm/type/instantiate/instantiate.mjs









// prettier-ignore
function instantiate_FromConstructor(args, type) {
    type.parameters = FromTypes(args, type.parameters);
    type.returns = FromType(args, type.returns);
    return type;
}
// prettier-ignore
function instantiate_FromFunction(args, type) {
    type.parameters = FromTypes(args, type.parameters);
    type.returns = FromType(args, type.returns);
    return type;
}
// prettier-ignore
function instantiate_FromIntersect(args, type) {
    type.allOf = FromTypes(args, type.allOf);
    return type;
}
// prettier-ignore
function instantiate_FromUnion(args, type) {
    type.anyOf = FromTypes(args, type.anyOf);
    return type;
}
// prettier-ignore
function instantiate_FromTuple(args, type) {
    if (value_IsUndefined(type.items))
        return type;
    type.items = FromTypes(args, type.items);
    return type;
}
// prettier-ignore
function instantiate_FromArray(args, type) {
    type.items = FromType(args, type.items);
    return type;
}
// prettier-ignore
function instantiate_FromAsyncIterator(args, type) {
    type.items = FromType(args, type.items);
    return type;
}
// prettier-ignore
function instantiate_FromIterator(args, type) {
    type.items = FromType(args, type.items);
    return type;
}
// prettier-ignore
function instantiate_FromPromise(args, type) {
    type.item = FromType(args, type.item);
    return type;
}
// prettier-ignore
function instantiate_FromObject(args, type) {
    const mappedProperties = instantiate_FromProperties(args, type.properties);
    return { ...type, ...object_Object(mappedProperties) }; // retain options
}
// prettier-ignore
function instantiate_FromRecord(args, type) {
    const mappedKey = FromType(args, record_RecordKey(type));
    const mappedValue = FromType(args, record_RecordValue(type));
    const result = Record(mappedKey, mappedValue);
    return { ...type, ...result }; // retain options
}
// prettier-ignore
function FromArgument(args, argument) {
    return argument.index in args ? args[argument.index] : Unknown();
}
// prettier-ignore
function instantiate_FromProperty(args, type) {
    const isReadonly = IsReadonly(type);
    const isOptional = IsOptional(type);
    const mapped = FromType(args, type);
    return (isReadonly && isOptional ? ReadonlyOptional(mapped) :
        isReadonly && !isOptional ? Readonly(mapped) :
            !isReadonly && isOptional ? Optional(mapped) :
                mapped);
}
// prettier-ignore
function instantiate_FromProperties(args, properties) {
    return globalThis.Object.getOwnPropertyNames(properties).reduce((result, key) => {
        return { ...result, [key]: instantiate_FromProperty(args, properties[key]) };
    }, {});
}
// prettier-ignore
function FromTypes(args, types) {
    return types.map(type => FromType(args, type));
}
// prettier-ignore
function FromType(args, type) {
    return (IsConstructor(type) ? instantiate_FromConstructor(args, type) :
        kind_IsFunction(type) ? instantiate_FromFunction(args, type) :
            IsIntersect(type) ? instantiate_FromIntersect(args, type) :
                IsUnion(type) ? instantiate_FromUnion(args, type) :
                    IsTuple(type) ? instantiate_FromTuple(args, type) :
                        kind_IsArray(type) ? instantiate_FromArray(args, type) :
                            kind_IsAsyncIterator(type) ? instantiate_FromAsyncIterator(args, type) :
                                kind_IsIterator(type) ? instantiate_FromIterator(args, type) :
                                    kind_IsPromise(type) ? instantiate_FromPromise(args, type) :
                                        kind_IsObject(type) ? instantiate_FromObject(args, type) :
                                            IsRecord(type) ? instantiate_FromRecord(args, type) :
                                                IsArgument(type) ? FromArgument(args, type) :
                                                    type);
}
/** `[JavaScript]` Instantiates a type with the given parameters */
// prettier-ignore
function Instantiate(type, args) {
    return FromType(args, CloneType(type));
}

;// CONCATENATED MODULE: ./node_modules/@sinclair/typebox/build/esm/type/integer/integer.mjs


/** `[Json]` Creates an Integer type */
function Integer(options) {
    return CreateType({ [Kind]: 'Integer', type: 'integer' }, options);
}

;// CONCATENATED MODULE: ./node_modules/@sinclair/typebox/build/esm/type/template-literal/syntax.mjs







// ------------------------------------------------------------------
// SyntaxParsers
// ------------------------------------------------------------------
// prettier-ignore
function* syntax_FromUnion(syntax) {
    const trim = syntax.trim().replace(/"|'/g, '');
    return (trim === 'boolean' ? yield tool_host_Boolean() :
        trim === 'number' ? yield number_Number() :
            trim === 'bigint' ? yield bigint_BigInt() :
                trim === 'string' ? yield string_String() :
                    yield (() => {
                        const literals = trim.split('|').map((literal) => Literal(literal.trim()));
                        return (literals.length === 0 ? Never() :
                            literals.length === 1 ? literals[0] :
                                UnionEvaluated(literals));
                    })());
}
// prettier-ignore
function* FromTerminal(syntax) {
    if (syntax[1] !== '{') {
        const L = Literal('$');
        const R = FromSyntax(syntax.slice(1));
        return yield* [L, ...R];
    }
    for (let i = 2; i < syntax.length; i++) {
        if (syntax[i] === '}') {
            const L = syntax_FromUnion(syntax.slice(2, i));
            const R = FromSyntax(syntax.slice(i + 1));
            return yield* [...L, ...R];
        }
    }
    yield Literal(syntax);
}
// prettier-ignore
function* FromSyntax(syntax) {
    for (let i = 0; i < syntax.length; i++) {
        if (syntax[i] === '$') {
            const L = Literal(syntax.slice(0, i));
            const R = FromTerminal(syntax.slice(i));
            return yield* [L, ...R];
        }
    }
    yield Literal(syntax);
}
/** Parses TemplateLiteralSyntax and returns a tuple of TemplateLiteralKinds */
function TemplateLiteralSyntax(syntax) {
    return [...FromSyntax(syntax)];
}

;// CONCATENATED MODULE: ./node_modules/@sinclair/typebox/build/esm/type/template-literal/pattern.mjs



// ------------------------------------------------------------------
// TypeGuard
// ------------------------------------------------------------------

// ------------------------------------------------------------------
// TemplateLiteralPatternError
// ------------------------------------------------------------------
class TemplateLiteralPatternError extends error_TypeBoxError {
}
// ------------------------------------------------------------------
// TemplateLiteralPattern
// ------------------------------------------------------------------
function Escape(value) {
    return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
// prettier-ignore
function pattern_Visit(schema, acc) {
    return (IsTemplateLiteral(schema) ? schema.pattern.slice(1, schema.pattern.length - 1) :
        IsUnion(schema) ? `(${schema.anyOf.map((schema) => pattern_Visit(schema, acc)).join('|')})` :
            kind_IsNumber(schema) ? `${acc}${PatternNumber}` :
                kind_IsInteger(schema) ? `${acc}${PatternNumber}` :
                    kind_IsBigInt(schema) ? `${acc}${PatternNumber}` :
                        kind_IsString(schema) ? `${acc}${PatternString}` :
                            IsLiteral(schema) ? `${acc}${Escape(schema.const.toString())}` :
                                kind_IsBoolean(schema) ? `${acc}${PatternBoolean}` :
                                    (() => { throw new TemplateLiteralPatternError(`Unexpected Kind '${schema[Kind]}'`); })());
}
function TemplateLiteralPattern(kinds) {
    return `^${kinds.map((schema) => pattern_Visit(schema, '')).join('')}\$`;
}

;// CONCATENATED MODULE: ./node_modules/@sinclair/typebox/build/esm/type/template-literal/template-literal.mjs





/** `[Json]` Creates a TemplateLiteral type */
// prettier-ignore
function TemplateLiteral(unresolved, options) {
    const pattern = value_IsString(unresolved)
        ? TemplateLiteralPattern(TemplateLiteralSyntax(unresolved))
        : TemplateLiteralPattern(unresolved);
    return CreateType({ [Kind]: 'TemplateLiteral', type: 'string', pattern }, options);
}

;// CONCATENATED MODULE: ./node_modules/@sinclair/typebox/build/esm/type/intrinsic/intrinsic-from-mapped-key.mjs




// prettier-ignore
function MappedIntrinsicPropertyKey(K, M, options) {
    return {
        [K]: Intrinsic(Literal(K), M, Clone(options))
    };
}
// prettier-ignore
function MappedIntrinsicPropertyKeys(K, M, options) {
    const result = K.reduce((Acc, L) => {
        return { ...Acc, ...MappedIntrinsicPropertyKey(L, M, options) };
    }, {});
    return result;
}
// prettier-ignore
function MappedIntrinsicProperties(T, M, options) {
    return MappedIntrinsicPropertyKeys(T['keys'], M, options);
}
// prettier-ignore
function IntrinsicFromMappedKey(T, M, options) {
    const P = MappedIntrinsicProperties(T, M, options);
    return MappedResult(P);
}

;// CONCATENATED MODULE: ./node_modules/@sinclair/typebox/build/esm/type/intrinsic/intrinsic.mjs





// ------------------------------------------------------------------
// TypeGuard
// ------------------------------------------------------------------

// ------------------------------------------------------------------
// Apply
// ------------------------------------------------------------------
function ApplyUncapitalize(value) {
    const [first, rest] = [value.slice(0, 1), value.slice(1)];
    return [first.toLowerCase(), rest].join('');
}
function ApplyCapitalize(value) {
    const [first, rest] = [value.slice(0, 1), value.slice(1)];
    return [first.toUpperCase(), rest].join('');
}
function ApplyUppercase(value) {
    return value.toUpperCase();
}
function ApplyLowercase(value) {
    return value.toLowerCase();
}
function intrinsic_FromTemplateLiteral(schema, mode, options) {
    // note: template literals require special runtime handling as they are encoded in string patterns.
    // This diverges from the mapped type which would otherwise map on the template literal kind.
    const expression = TemplateLiteralParseExact(schema.pattern);
    const finite = IsTemplateLiteralExpressionFinite(expression);
    if (!finite)
        return { ...schema, pattern: FromLiteralValue(schema.pattern, mode) };
    const strings = [...TemplateLiteralExpressionGenerate(expression)];
    const literals = strings.map((value) => Literal(value));
    const mapped = intrinsic_FromRest(literals, mode);
    const union = Union(mapped);
    return TemplateLiteral([union], options);
}
// prettier-ignore
function FromLiteralValue(value, mode) {
    return (typeof value === 'string' ? (mode === 'Uncapitalize' ? ApplyUncapitalize(value) :
        mode === 'Capitalize' ? ApplyCapitalize(value) :
            mode === 'Uppercase' ? ApplyUppercase(value) :
                mode === 'Lowercase' ? ApplyLowercase(value) :
                    value) : value.toString());
}
// prettier-ignore
function intrinsic_FromRest(T, M) {
    return T.map(L => Intrinsic(L, M));
}
/** Applies an intrinsic string manipulation to the given type. */
function Intrinsic(schema, mode, options = {}) {
    // prettier-ignore
    return (
    // Intrinsic-Mapped-Inference
    IsMappedKey(schema) ? IntrinsicFromMappedKey(schema, mode, options) :
        // Standard-Inference
        IsTemplateLiteral(schema) ? intrinsic_FromTemplateLiteral(schema, mode, options) :
            IsUnion(schema) ? Union(intrinsic_FromRest(schema.anyOf, mode), options) :
                IsLiteral(schema) ? Literal(FromLiteralValue(schema.const, mode), options) :
                    // Default Type
                    CreateType(schema, options));
}

;// CONCATENATED MODULE: ./node_modules/@sinclair/typebox/build/esm/type/intrinsic/capitalize.mjs

/** `[Json]` Intrinsic function to Capitalize LiteralString types */
function Capitalize(T, options = {}) {
    return Intrinsic(T, 'Capitalize', options);
}

;// CONCATENATED MODULE: ./node_modules/@sinclair/typebox/build/esm/type/intrinsic/uncapitalize.mjs

/** `[Json]` Intrinsic function to Uncapitalize LiteralString types */
function Uncapitalize(T, options = {}) {
    return Intrinsic(T, 'Uncapitalize', options);
}

;// CONCATENATED MODULE: ./node_modules/@sinclair/typebox/build/esm/type/intrinsic/lowercase.mjs

/** `[Json]` Intrinsic function to Lowercase LiteralString types */
function Lowercase(T, options = {}) {
    return Intrinsic(T, 'Lowercase', options);
}

;// CONCATENATED MODULE: ./node_modules/@sinclair/typebox/build/esm/type/intrinsic/uppercase.mjs

/** `[Json]` Intrinsic function to Uppercase LiteralString types */
function Uppercase(T, options = {}) {
    return Intrinsic(T, 'Uppercase', options);
}

;// CONCATENATED MODULE: ./node_modules/@sinclair/typebox/build/esm/type/iterator/iterator.mjs


/** `[JavaScript]` Creates an Iterator type */
function Iterator(items, options) {
    return CreateType({ [Kind]: 'Iterator', type: 'Iterator', items }, options);
}

;// CONCATENATED MODULE: ./node_modules/@sinclair/typebox/build/esm/type/keyof/keyof-from-mapped-result.mjs



// prettier-ignore
function keyof_from_mapped_result_FromProperties(properties, options) {
    const result = {};
    for (const K2 of globalThis.Object.getOwnPropertyNames(properties))
        result[K2] = KeyOf(properties[K2], Clone(options));
    return result;
}
// prettier-ignore
function keyof_from_mapped_result_FromMappedResult(mappedResult, options) {
    return keyof_from_mapped_result_FromProperties(mappedResult.properties, options);
}
// prettier-ignore
function KeyOfFromMappedResult(mappedResult, options) {
    const properties = keyof_from_mapped_result_FromMappedResult(mappedResult, options);
    return MappedResult(properties);
}

;// CONCATENATED MODULE: ./node_modules/@sinclair/typebox/build/esm/type/keyof/keyof.mjs








// ------------------------------------------------------------------
// TypeGuard
// ------------------------------------------------------------------

// prettier-ignore
function keyof_FromComputed(target, parameters) {
    return computed_Computed('KeyOf', [computed_Computed(target, parameters)]);
}
// prettier-ignore
function keyof_FromRef($ref) {
    return computed_Computed('KeyOf', [Ref($ref)]);
}
// prettier-ignore
function KeyOfFromType(type, options) {
    const propertyKeys = KeyOfPropertyKeys(type);
    const propertyKeyTypes = KeyOfPropertyKeysToRest(propertyKeys);
    const result = UnionEvaluated(propertyKeyTypes);
    return CreateType(result, options);
}
// prettier-ignore
function KeyOfPropertyKeysToRest(propertyKeys) {
    return propertyKeys.map(L => L === '[number]' ? number_Number() : Literal(L));
}
/** `[Json]` Creates a KeyOf type */
function KeyOf(type, options) {
    return (IsComputed(type) ? keyof_FromComputed(type.target, type.parameters) : IsRef(type) ? keyof_FromRef(type.$ref) : IsMappedResult(type) ? KeyOfFromMappedResult(type, options) : KeyOfFromType(type, options));
}

;// CONCATENATED MODULE: ./node_modules/@sinclair/typebox/build/esm/type/promise/promise.mjs


/** `[JavaScript]` Creates a Promise type */
function promise_Promise(item, options) {
    return CreateType({ [Kind]: 'Promise', type: 'Promise', item }, options);
}

;// CONCATENATED MODULE: ./node_modules/@sinclair/typebox/build/esm/type/mapped/mapped.mjs


// evaluation types














// operator

// mapping types

// ------------------------------------------------------------------
// TypeGuard
// ------------------------------------------------------------------

// prettier-ignore
function mapped_FromMappedResult(K, P) {
    return (K in P
        ? FromSchemaType(K, P[K])
        : MappedResult(P));
}
// prettier-ignore
function MappedKeyToKnownMappedResultProperties(K) {
    return { [K]: Literal(K) };
}
// prettier-ignore
function MappedKeyToUnknownMappedResultProperties(P) {
    const Acc = {};
    for (const L of P)
        Acc[L] = Literal(L);
    return Acc;
}
// prettier-ignore
function MappedKeyToMappedResultProperties(K, P) {
    return (SetIncludes(P, K)
        ? MappedKeyToKnownMappedResultProperties(K)
        : MappedKeyToUnknownMappedResultProperties(P));
}
// prettier-ignore
function mapped_FromMappedKey(K, P) {
    const R = MappedKeyToMappedResultProperties(K, P);
    return mapped_FromMappedResult(K, R);
}
// prettier-ignore
function mapped_FromRest(K, T) {
    return T.map(L => FromSchemaType(K, L));
}
// prettier-ignore
function mapped_FromProperties(K, T) {
    const Acc = {};
    for (const K2 of globalThis.Object.getOwnPropertyNames(T))
        Acc[K2] = FromSchemaType(K, T[K2]);
    return Acc;
}
// prettier-ignore
function FromSchemaType(K, T) {
    // required to retain user defined options for mapped type
    const options = { ...T };
    return (
    // unevaluated modifier types
    IsOptional(T) ? Optional(FromSchemaType(K, Discard(T, [OptionalKind]))) :
        IsReadonly(T) ? Readonly(FromSchemaType(K, Discard(T, [symbols_ReadonlyKind]))) :
            // unevaluated mapped types
            IsMappedResult(T) ? mapped_FromMappedResult(K, T.properties) :
                IsMappedKey(T) ? mapped_FromMappedKey(K, T.keys) :
                    // unevaluated types
                    IsConstructor(T) ? Constructor(mapped_FromRest(K, T.parameters), FromSchemaType(K, T.returns), options) :
                        kind_IsFunction(T) ? Function(mapped_FromRest(K, T.parameters), FromSchemaType(K, T.returns), options) :
                            kind_IsAsyncIterator(T) ? AsyncIterator(FromSchemaType(K, T.items), options) :
                                kind_IsIterator(T) ? Iterator(FromSchemaType(K, T.items), options) :
                                    IsIntersect(T) ? Intersect(mapped_FromRest(K, T.allOf), options) :
                                        IsUnion(T) ? Union(mapped_FromRest(K, T.anyOf), options) :
                                            IsTuple(T) ? Tuple(mapped_FromRest(K, T.items ?? []), options) :
                                                kind_IsObject(T) ? object_Object(mapped_FromProperties(K, T.properties), options) :
                                                    kind_IsArray(T) ? array_Array(FromSchemaType(K, T.items), options) :
                                                        kind_IsPromise(T) ? promise_Promise(FromSchemaType(K, T.item), options) :
                                                            T);
}
// prettier-ignore
function MappedFunctionReturnType(K, T) {
    const Acc = {};
    for (const L of K)
        Acc[L] = FromSchemaType(L, T);
    return Acc;
}
/** `[Json]` Creates a Mapped object type */
function Mapped(key, map, options) {
    const K = IsSchema(key) ? IndexPropertyKeys(key) : key;
    const RT = map({ [Kind]: 'MappedKey', keys: K });
    const R = MappedFunctionReturnType(K, RT);
    return object_Object(R, options);
}

;// CONCATENATED MODULE: ./node_modules/@sinclair/typebox/build/esm/type/omit/omit-from-mapped-key.mjs



// prettier-ignore
function omit_from_mapped_key_FromPropertyKey(type, key, options) {
    return { [key]: Omit(type, [key], Clone(options)) };
}
// prettier-ignore
function omit_from_mapped_key_FromPropertyKeys(type, propertyKeys, options) {
    return propertyKeys.reduce((Acc, LK) => {
        return { ...Acc, ...omit_from_mapped_key_FromPropertyKey(type, LK, options) };
    }, {});
}
// prettier-ignore
function omit_from_mapped_key_FromMappedKey(type, mappedKey, options) {
    return omit_from_mapped_key_FromPropertyKeys(type, mappedKey.keys, options);
}
// prettier-ignore
function OmitFromMappedKey(type, mappedKey, options) {
    const properties = omit_from_mapped_key_FromMappedKey(type, mappedKey, options);
    return MappedResult(properties);
}

;// CONCATENATED MODULE: ./node_modules/@sinclair/typebox/build/esm/type/omit/omit-from-mapped-result.mjs



// prettier-ignore
function omit_from_mapped_result_FromProperties(properties, propertyKeys, options) {
    const result = {};
    for (const K2 of globalThis.Object.getOwnPropertyNames(properties))
        result[K2] = Omit(properties[K2], propertyKeys, Clone(options));
    return result;
}
// prettier-ignore
function omit_from_mapped_result_FromMappedResult(mappedResult, propertyKeys, options) {
    return omit_from_mapped_result_FromProperties(mappedResult.properties, propertyKeys, options);
}
// prettier-ignore
function OmitFromMappedResult(mappedResult, propertyKeys, options) {
    const properties = omit_from_mapped_result_FromMappedResult(mappedResult, propertyKeys, options);
    return MappedResult(properties);
}

;// CONCATENATED MODULE: ./node_modules/@sinclair/typebox/build/esm/type/omit/omit.mjs









// ------------------------------------------------------------------
// Mapped
// ------------------------------------------------------------------


// ------------------------------------------------------------------
// TypeGuard
// ------------------------------------------------------------------


// prettier-ignore
function omit_FromIntersect(types, propertyKeys) {
    return types.map((type) => OmitResolve(type, propertyKeys));
}
// prettier-ignore
function omit_FromUnion(types, propertyKeys) {
    return types.map((type) => OmitResolve(type, propertyKeys));
}
// ------------------------------------------------------------------
// FromProperty
// ------------------------------------------------------------------
// prettier-ignore
function omit_FromProperty(properties, key) {
    const { [key]: _, ...R } = properties;
    return R;
}
// prettier-ignore
function omit_FromProperties(properties, propertyKeys) {
    return propertyKeys.reduce((T, K2) => omit_FromProperty(T, K2), properties);
}
// prettier-ignore
function omit_FromObject(type, propertyKeys, properties) {
    const options = Discard(type, [TransformKind, '$id', 'required', 'properties']);
    const mappedProperties = omit_FromProperties(properties, propertyKeys);
    return object_Object(mappedProperties, options);
}
// prettier-ignore
function UnionFromPropertyKeys(propertyKeys) {
    const result = propertyKeys.reduce((result, key) => IsLiteralValue(key) ? [...result, Literal(key)] : result, []);
    return Union(result);
}
// prettier-ignore
function OmitResolve(type, propertyKeys) {
    return (IsIntersect(type) ? Intersect(omit_FromIntersect(type.allOf, propertyKeys)) :
        IsUnion(type) ? Union(omit_FromUnion(type.anyOf, propertyKeys)) :
            kind_IsObject(type) ? omit_FromObject(type, propertyKeys, type.properties) :
                object_Object({}));
}
/** `[Json]` Constructs a type whose keys are picked from the given type */
// prettier-ignore
function Omit(type, key, options) {
    const typeKey = value_IsArray(key) ? UnionFromPropertyKeys(key) : key;
    const propertyKeys = IsSchema(key) ? IndexPropertyKeys(key) : key;
    const isTypeRef = IsRef(type);
    const isKeyRef = IsRef(key);
    return (IsMappedResult(type) ? OmitFromMappedResult(type, propertyKeys, options) :
        IsMappedKey(key) ? OmitFromMappedKey(type, key, options) :
            (isTypeRef && isKeyRef) ? computed_Computed('Omit', [type, typeKey], options) :
                (!isTypeRef && isKeyRef) ? computed_Computed('Omit', [type, typeKey], options) :
                    (isTypeRef && !isKeyRef) ? computed_Computed('Omit', [type, typeKey], options) :
                        CreateType({ ...OmitResolve(type, propertyKeys), ...options }));
}

;// CONCATENATED MODULE: ./node_modules/@sinclair/typebox/build/esm/type/pick/pick-from-mapped-key.mjs



// prettier-ignore
function pick_from_mapped_key_FromPropertyKey(type, key, options) {
    return {
        [key]: Pick(type, [key], Clone(options))
    };
}
// prettier-ignore
function pick_from_mapped_key_FromPropertyKeys(type, propertyKeys, options) {
    return propertyKeys.reduce((result, leftKey) => {
        return { ...result, ...pick_from_mapped_key_FromPropertyKey(type, leftKey, options) };
    }, {});
}
// prettier-ignore
function pick_from_mapped_key_FromMappedKey(type, mappedKey, options) {
    return pick_from_mapped_key_FromPropertyKeys(type, mappedKey.keys, options);
}
// prettier-ignore
function PickFromMappedKey(type, mappedKey, options) {
    const properties = pick_from_mapped_key_FromMappedKey(type, mappedKey, options);
    return MappedResult(properties);
}

;// CONCATENATED MODULE: ./node_modules/@sinclair/typebox/build/esm/type/pick/pick-from-mapped-result.mjs



// prettier-ignore
function pick_from_mapped_result_FromProperties(properties, propertyKeys, options) {
    const result = {};
    for (const K2 of globalThis.Object.getOwnPropertyNames(properties))
        result[K2] = Pick(properties[K2], propertyKeys, Clone(options));
    return result;
}
// prettier-ignore
function pick_from_mapped_result_FromMappedResult(mappedResult, propertyKeys, options) {
    return pick_from_mapped_result_FromProperties(mappedResult.properties, propertyKeys, options);
}
// prettier-ignore
function PickFromMappedResult(mappedResult, propertyKeys, options) {
    const properties = pick_from_mapped_result_FromMappedResult(mappedResult, propertyKeys, options);
    return MappedResult(properties);
}

;// CONCATENATED MODULE: ./node_modules/@sinclair/typebox/build/esm/type/pick/pick.mjs









// ------------------------------------------------------------------
// Guards
// ------------------------------------------------------------------


// ------------------------------------------------------------------
// Infrastructure
// ------------------------------------------------------------------


function pick_FromIntersect(types, propertyKeys) {
    return types.map((type) => PickResolve(type, propertyKeys));
}
// prettier-ignore
function pick_FromUnion(types, propertyKeys) {
    return types.map((type) => PickResolve(type, propertyKeys));
}
// prettier-ignore
function pick_FromProperties(properties, propertyKeys) {
    const result = {};
    for (const K2 of propertyKeys)
        if (K2 in properties)
            result[K2] = properties[K2];
    return result;
}
// prettier-ignore
function pick_FromObject(Type, keys, properties) {
    const options = Discard(Type, [TransformKind, '$id', 'required', 'properties']);
    const mappedProperties = pick_FromProperties(properties, keys);
    return object_Object(mappedProperties, options);
}
// prettier-ignore
function pick_UnionFromPropertyKeys(propertyKeys) {
    const result = propertyKeys.reduce((result, key) => IsLiteralValue(key) ? [...result, Literal(key)] : result, []);
    return Union(result);
}
// prettier-ignore
function PickResolve(type, propertyKeys) {
    return (IsIntersect(type) ? Intersect(pick_FromIntersect(type.allOf, propertyKeys)) :
        IsUnion(type) ? Union(pick_FromUnion(type.anyOf, propertyKeys)) :
            kind_IsObject(type) ? pick_FromObject(type, propertyKeys, type.properties) :
                object_Object({}));
}
/** `[Json]` Constructs a type whose keys are picked from the given type */
// prettier-ignore
function Pick(type, key, options) {
    const typeKey = value_IsArray(key) ? pick_UnionFromPropertyKeys(key) : key;
    const propertyKeys = IsSchema(key) ? IndexPropertyKeys(key) : key;
    const isTypeRef = IsRef(type);
    const isKeyRef = IsRef(key);
    return (IsMappedResult(type) ? PickFromMappedResult(type, propertyKeys, options) :
        IsMappedKey(key) ? PickFromMappedKey(type, key, options) :
            (isTypeRef && isKeyRef) ? computed_Computed('Pick', [type, typeKey], options) :
                (!isTypeRef && isKeyRef) ? computed_Computed('Pick', [type, typeKey], options) :
                    (isTypeRef && !isKeyRef) ? computed_Computed('Pick', [type, typeKey], options) :
                        CreateType({ ...PickResolve(type, propertyKeys), ...options }));
}

;// CONCATENATED MODULE: ./node_modules/@sinclair/typebox/build/esm/type/partial/partial-from-mapped-result.mjs



// prettier-ignore
function partial_from_mapped_result_FromProperties(K, options) {
    const Acc = {};
    for (const K2 of globalThis.Object.getOwnPropertyNames(K))
        Acc[K2] = Partial(K[K2], Clone(options));
    return Acc;
}
// prettier-ignore
function partial_from_mapped_result_FromMappedResult(R, options) {
    return partial_from_mapped_result_FromProperties(R.properties, options);
}
// prettier-ignore
function PartialFromMappedResult(R, options) {
    const P = partial_from_mapped_result_FromMappedResult(R, options);
    return MappedResult(P);
}

;// CONCATENATED MODULE: ./node_modules/@sinclair/typebox/build/esm/type/partial/partial.mjs










// ------------------------------------------------------------------
// KindGuard
// ------------------------------------------------------------------

// prettier-ignore
function partial_FromComputed(target, parameters) {
    return computed_Computed('Partial', [computed_Computed(target, parameters)]);
}
// prettier-ignore
function partial_FromRef($ref) {
    return computed_Computed('Partial', [Ref($ref)]);
}
// prettier-ignore
function partial_FromProperties(properties) {
    const partialProperties = {};
    for (const K of globalThis.Object.getOwnPropertyNames(properties))
        partialProperties[K] = Optional(properties[K]);
    return partialProperties;
}
// prettier-ignore
function partial_FromObject(type, properties) {
    const options = Discard(type, [TransformKind, '$id', 'required', 'properties']);
    const mappedProperties = partial_FromProperties(properties);
    return object_Object(mappedProperties, options);
}
// prettier-ignore
function partial_FromRest(types) {
    return types.map(type => PartialResolve(type));
}
// ------------------------------------------------------------------
// PartialResolve
// ------------------------------------------------------------------
// prettier-ignore
function PartialResolve(type) {
    return (
    // Mappable
    IsComputed(type) ? partial_FromComputed(type.target, type.parameters) :
        IsRef(type) ? partial_FromRef(type.$ref) :
            IsIntersect(type) ? Intersect(partial_FromRest(type.allOf)) :
                IsUnion(type) ? Union(partial_FromRest(type.anyOf)) :
                    kind_IsObject(type) ? partial_FromObject(type, type.properties) :
                        // Intrinsic
                        kind_IsBigInt(type) ? type :
                            kind_IsBoolean(type) ? type :
                                kind_IsInteger(type) ? type :
                                    IsLiteral(type) ? type :
                                        kind_IsNull(type) ? type :
                                            kind_IsNumber(type) ? type :
                                                kind_IsString(type) ? type :
                                                    kind_IsSymbol(type) ? type :
                                                        kind_IsUndefined(type) ? type :
                                                            // Passthrough
                                                            object_Object({}));
}
/** `[Json]` Constructs a type where all properties are optional */
function Partial(type, options) {
    if (IsMappedResult(type)) {
        return PartialFromMappedResult(type, options);
    }
    else {
        // special: mapping types require overridable options
        return CreateType({ ...PartialResolve(type), ...options });
    }
}

;// CONCATENATED MODULE: ./node_modules/@sinclair/typebox/build/esm/type/required/required-from-mapped-result.mjs


// prettier-ignore
function required_from_mapped_result_FromProperties(P, options) {
    const Acc = {};
    for (const K2 of globalThis.Object.getOwnPropertyNames(P))
        Acc[K2] = Required(P[K2], options);
    return Acc;
}
// prettier-ignore
function required_from_mapped_result_FromMappedResult(R, options) {
    return required_from_mapped_result_FromProperties(R.properties, options);
}
// prettier-ignore
function RequiredFromMappedResult(R, options) {
    const P = required_from_mapped_result_FromMappedResult(R, options);
    return MappedResult(P);
}

;// CONCATENATED MODULE: ./node_modules/@sinclair/typebox/build/esm/type/required/required.mjs









// ------------------------------------------------------------------
// TypeGuard
// ------------------------------------------------------------------

// prettier-ignore
function required_FromComputed(target, parameters) {
    return computed_Computed('Required', [computed_Computed(target, parameters)]);
}
// prettier-ignore
function required_FromRef($ref) {
    return computed_Computed('Required', [Ref($ref)]);
}
// prettier-ignore
function required_FromProperties(properties) {
    const requiredProperties = {};
    for (const K of globalThis.Object.getOwnPropertyNames(properties))
        requiredProperties[K] = Discard(properties[K], [OptionalKind]);
    return requiredProperties;
}
// prettier-ignore
function required_FromObject(type, properties) {
    const options = Discard(type, [TransformKind, '$id', 'required', 'properties']);
    const mappedProperties = required_FromProperties(properties);
    return object_Object(mappedProperties, options);
}
// prettier-ignore
function required_FromRest(types) {
    return types.map(type => RequiredResolve(type));
}
// ------------------------------------------------------------------
// RequiredResolve
// ------------------------------------------------------------------
// prettier-ignore
function RequiredResolve(type) {
    return (
    // Mappable
    IsComputed(type) ? required_FromComputed(type.target, type.parameters) :
        IsRef(type) ? required_FromRef(type.$ref) :
            IsIntersect(type) ? Intersect(required_FromRest(type.allOf)) :
                IsUnion(type) ? Union(required_FromRest(type.anyOf)) :
                    kind_IsObject(type) ? required_FromObject(type, type.properties) :
                        // Intrinsic
                        kind_IsBigInt(type) ? type :
                            kind_IsBoolean(type) ? type :
                                kind_IsInteger(type) ? type :
                                    IsLiteral(type) ? type :
                                        kind_IsNull(type) ? type :
                                            kind_IsNumber(type) ? type :
                                                kind_IsString(type) ? type :
                                                    kind_IsSymbol(type) ? type :
                                                        kind_IsUndefined(type) ? type :
                                                            // Passthrough
                                                            object_Object({}));
}
/** `[Json]` Constructs a type where all properties are required */
function Required(type, options) {
    if (IsMappedResult(type)) {
        return RequiredFromMappedResult(type, options);
    }
    else {
        // special: mapping types require overridable options
        return CreateType({ ...RequiredResolve(type), ...options });
    }
}

;// CONCATENATED MODULE: ./node_modules/@sinclair/typebox/build/esm/type/module/compute.mjs





















// ------------------------------------------------------------------
// Symbols
// ------------------------------------------------------------------

// ------------------------------------------------------------------
// KindGuard
// ------------------------------------------------------------------

// prettier-ignore
function DereferenceParameters(moduleProperties, types) {
    return types.map((type) => {
        return IsRef(type)
            ? Dereference(moduleProperties, type.$ref)
            : compute_FromType(moduleProperties, type);
    });
}
// prettier-ignore
function Dereference(moduleProperties, ref) {
    return (ref in moduleProperties
        ? IsRef(moduleProperties[ref])
            ? Dereference(moduleProperties, moduleProperties[ref].$ref)
            : compute_FromType(moduleProperties, moduleProperties[ref])
        : Never());
}
// prettier-ignore
function FromAwaited(parameters) {
    return Awaited(parameters[0]);
}
// prettier-ignore
function FromIndex(parameters) {
    return Index(parameters[0], parameters[1]);
}
// prettier-ignore
function FromKeyOf(parameters) {
    return KeyOf(parameters[0]);
}
// prettier-ignore
function FromPartial(parameters) {
    return Partial(parameters[0]);
}
// prettier-ignore
function FromOmit(parameters) {
    return Omit(parameters[0], parameters[1]);
}
// prettier-ignore
function FromPick(parameters) {
    return Pick(parameters[0], parameters[1]);
}
// prettier-ignore
function FromRequired(parameters) {
    return Required(parameters[0]);
}
// prettier-ignore
function compute_FromComputed(moduleProperties, target, parameters) {
    const dereferenced = DereferenceParameters(moduleProperties, parameters);
    return (target === 'Awaited' ? FromAwaited(dereferenced) :
        target === 'Index' ? FromIndex(dereferenced) :
            target === 'KeyOf' ? FromKeyOf(dereferenced) :
                target === 'Partial' ? FromPartial(dereferenced) :
                    target === 'Omit' ? FromOmit(dereferenced) :
                        target === 'Pick' ? FromPick(dereferenced) :
                            target === 'Required' ? FromRequired(dereferenced) :
                                Never());
}
function compute_FromArray(moduleProperties, type) {
    return array_Array(compute_FromType(moduleProperties, type));
}
function compute_FromAsyncIterator(moduleProperties, type) {
    return AsyncIterator(compute_FromType(moduleProperties, type));
}
// prettier-ignore
function compute_FromConstructor(moduleProperties, parameters, instanceType) {
    return Constructor(compute_FromTypes(moduleProperties, parameters), compute_FromType(moduleProperties, instanceType));
}
// prettier-ignore
function compute_FromFunction(moduleProperties, parameters, returnType) {
    return Function(compute_FromTypes(moduleProperties, parameters), compute_FromType(moduleProperties, returnType));
}
function compute_FromIntersect(moduleProperties, types) {
    return Intersect(compute_FromTypes(moduleProperties, types));
}
function compute_FromIterator(moduleProperties, type) {
    return Iterator(compute_FromType(moduleProperties, type));
}
function compute_FromObject(moduleProperties, properties) {
    return object_Object(globalThis.Object.keys(properties).reduce((result, key) => {
        return { ...result, [key]: compute_FromType(moduleProperties, properties[key]) };
    }, {}));
}
// prettier-ignore
function compute_FromRecord(moduleProperties, type) {
    const [value, pattern] = [compute_FromType(moduleProperties, record_RecordValue(type)), RecordPattern(type)];
    const result = CloneType(type);
    result.patternProperties[pattern] = value;
    return result;
}
// prettier-ignore
function FromTransform(moduleProperties, transform) {
    return (IsRef(transform))
        ? { ...Dereference(moduleProperties, transform.$ref), [TransformKind]: transform[TransformKind] }
        : transform;
}
function compute_FromTuple(moduleProperties, types) {
    return Tuple(compute_FromTypes(moduleProperties, types));
}
function compute_FromUnion(moduleProperties, types) {
    return Union(compute_FromTypes(moduleProperties, types));
}
function compute_FromTypes(moduleProperties, types) {
    return types.map((type) => compute_FromType(moduleProperties, type));
}
// prettier-ignore
function compute_FromType(moduleProperties, type) {
    return (
    // Modifiers
    IsOptional(type) ? CreateType(compute_FromType(moduleProperties, Discard(type, [OptionalKind])), type) :
        IsReadonly(type) ? CreateType(compute_FromType(moduleProperties, Discard(type, [symbols_ReadonlyKind])), type) :
            // Transform
            IsTransform(type) ? CreateType(FromTransform(moduleProperties, type), type) :
                // Types
                kind_IsArray(type) ? CreateType(compute_FromArray(moduleProperties, type.items), type) :
                    kind_IsAsyncIterator(type) ? CreateType(compute_FromAsyncIterator(moduleProperties, type.items), type) :
                        IsComputed(type) ? CreateType(compute_FromComputed(moduleProperties, type.target, type.parameters)) :
                            IsConstructor(type) ? CreateType(compute_FromConstructor(moduleProperties, type.parameters, type.returns), type) :
                                kind_IsFunction(type) ? CreateType(compute_FromFunction(moduleProperties, type.parameters, type.returns), type) :
                                    IsIntersect(type) ? CreateType(compute_FromIntersect(moduleProperties, type.allOf), type) :
                                        kind_IsIterator(type) ? CreateType(compute_FromIterator(moduleProperties, type.items), type) :
                                            kind_IsObject(type) ? CreateType(compute_FromObject(moduleProperties, type.properties), type) :
                                                IsRecord(type) ? CreateType(compute_FromRecord(moduleProperties, type)) :
                                                    IsTuple(type) ? CreateType(compute_FromTuple(moduleProperties, type.items || []), type) :
                                                        IsUnion(type) ? CreateType(compute_FromUnion(moduleProperties, type.anyOf), type) :
                                                            type);
}
// prettier-ignore
function ComputeType(moduleProperties, key) {
    return (key in moduleProperties
        ? compute_FromType(moduleProperties, moduleProperties[key])
        : Never());
}
// prettier-ignore
function ComputeModuleProperties(moduleProperties) {
    return globalThis.Object.getOwnPropertyNames(moduleProperties).reduce((result, key) => {
        return { ...result, [key]: ComputeType(moduleProperties, key) };
    }, {});
}

;// CONCATENATED MODULE: ./node_modules/@sinclair/typebox/build/esm/type/module/module.mjs


// ------------------------------------------------------------------
// Module Infrastructure Types
// ------------------------------------------------------------------

// ------------------------------------------------------------------
// Module
// ------------------------------------------------------------------
// prettier-ignore
class TModule {
    constructor($defs) {
        const computed = ComputeModuleProperties($defs);
        const identified = this.WithIdentifiers(computed);
        this.$defs = identified;
    }
    /** `[Json]` Imports a Type by Key. */
    Import(key, options) {
        const $defs = { ...this.$defs, [key]: CreateType(this.$defs[key], options) };
        return CreateType({ [Kind]: 'Import', $defs, $ref: key });
    }
    // prettier-ignore
    WithIdentifiers($defs) {
        return globalThis.Object.getOwnPropertyNames($defs).reduce((result, key) => {
            return { ...result, [key]: { ...$defs[key], $id: key } };
        }, {});
    }
}
/** `[Json]` Creates a Type Definition Module. */
function Module(properties) {
    return new TModule(properties);
}

;// CONCATENATED MODULE: ./node_modules/@sinclair/typebox/build/esm/type/not/not.mjs


/** `[Json]` Creates a Not type */
function Not(type, options) {
    return CreateType({ [Kind]: 'Not', not: type }, options);
}

;// CONCATENATED MODULE: ./node_modules/@sinclair/typebox/build/esm/type/parameters/parameters.mjs



/** `[JavaScript]` Extracts the Parameters from the given Function type */
function Parameters(schema, options) {
    return (kind_IsFunction(schema) ? Tuple(schema.parameters, options) : Never());
}

;// CONCATENATED MODULE: ./node_modules/@sinclair/typebox/build/esm/type/recursive/recursive.mjs




// Auto Tracked For Recursive Types without ID's
let Ordinal = 0;
/** `[Json]` Creates a Recursive type */
function Recursive(callback, options = {}) {
    if (value_IsUndefined(options.$id))
        options.$id = `T${Ordinal++}`;
    const thisType = CloneType(callback({ [Kind]: 'This', $ref: `${options.$id}` }));
    thisType.$id = options.$id;
    // prettier-ignore
    return CreateType({ [symbols_Hint]: 'Recursive', ...thisType }, options);
}

;// CONCATENATED MODULE: ./node_modules/@sinclair/typebox/build/esm/type/regexp/regexp.mjs



/** `[JavaScript]` Creates a RegExp type */
function regexp_RegExp(unresolved, options) {
    const expr = value_IsString(unresolved) ? new globalThis.RegExp(unresolved) : unresolved;
    return CreateType({ [Kind]: 'RegExp', type: 'RegExp', source: expr.source, flags: expr.flags }, options);
}

;// CONCATENATED MODULE: ./node_modules/@sinclair/typebox/build/esm/type/rest/rest.mjs
// ------------------------------------------------------------------
// TypeGuard
// ------------------------------------------------------------------

// prettier-ignore
function RestResolve(T) {
    return (IsIntersect(T) ? T.allOf :
        IsUnion(T) ? T.anyOf :
            IsTuple(T) ? T.items ?? [] :
                []);
}
/** `[Json]` Extracts interior Rest elements from Tuple, Intersect and Union types */
function Rest(T) {
    return RestResolve(T);
}

;// CONCATENATED MODULE: ./node_modules/@sinclair/typebox/build/esm/type/return-type/return-type.mjs



/** `[JavaScript]` Extracts the ReturnType from the given Function type */
function ReturnType(schema, options) {
    return (kind_IsFunction(schema) ? CreateType(schema.returns, options) : Never(options));
}

;// CONCATENATED MODULE: ./node_modules/@sinclair/typebox/build/esm/type/transform/transform.mjs

// ------------------------------------------------------------------
// TypeGuard
// ------------------------------------------------------------------

// ------------------------------------------------------------------
// TransformBuilders
// ------------------------------------------------------------------
class TransformDecodeBuilder {
    constructor(schema) {
        this.schema = schema;
    }
    Decode(decode) {
        return new TransformEncodeBuilder(this.schema, decode);
    }
}
// prettier-ignore
class TransformEncodeBuilder {
    constructor(schema, decode) {
        this.schema = schema;
        this.decode = decode;
    }
    EncodeTransform(encode, schema) {
        const Encode = (value) => schema[TransformKind].Encode(encode(value));
        const Decode = (value) => this.decode(schema[TransformKind].Decode(value));
        const Codec = { Encode: Encode, Decode: Decode };
        return { ...schema, [TransformKind]: Codec };
    }
    EncodeSchema(encode, schema) {
        const Codec = { Decode: this.decode, Encode: encode };
        return { ...schema, [TransformKind]: Codec };
    }
    Encode(encode) {
        return (IsTransform(this.schema) ? this.EncodeTransform(encode, this.schema) : this.EncodeSchema(encode, this.schema));
    }
}
/** `[Json]` Creates a Transform type */
function Transform(schema) {
    return new TransformDecodeBuilder(schema);
}

;// CONCATENATED MODULE: ./node_modules/@sinclair/typebox/build/esm/type/unsafe/unsafe.mjs


/** `[Json]` Creates a Unsafe type that will infers as the generic argument T */
function Unsafe(options = {}) {
    return CreateType({ [Kind]: options[Kind] ?? 'Unsafe' }, options);
}

;// CONCATENATED MODULE: ./node_modules/@sinclair/typebox/build/esm/type/void/void.mjs


/** `[JavaScript]` Creates a Void type */
function Void(options) {
    return CreateType({ [Kind]: 'Void', type: 'void' }, options);
}

;// CONCATENATED MODULE: ./node_modules/@sinclair/typebox/build/esm/type/type/type.mjs
// ------------------------------------------------------------------
// Type: Module
// ------------------------------------------------------------------




























































;// CONCATENATED MODULE: ./node_modules/@sinclair/typebox/build/esm/type/type/index.mjs
// ------------------------------------------------------------------
// JsonTypeBuilder
// ------------------------------------------------------------------

// ------------------------------------------------------------------
// JavaScriptTypeBuilder
// ------------------------------------------------------------------


/** JavaScript Type Builder with Static Resolution for TypeScript */
const Type = type_type_namespaceObject;



;// CONCATENATED MODULE: ./src/tools/bash.ts




const DEFAULT_TIMEOUT_SECONDS = 120;
const MAX_TIMEOUT_SECONDS = 600;
/** What each of stdout and stderr may show (head and tail) in one result. */
const STREAM_LIMITS = { maxBytes: 20 * 1024, maxLines: 500 };
/** Characters of a job's command repeated in its status line. */
const MAX_SHOWN_COMMAND_CHARS = 80;
function shellSpec(shell, command) {
    return { argv: ["bash", "-c", command], cwd: shell.cwd, env: shell.env };
}
function section(name, capture) {
    const { text, truncated, totalBytes } = capture.take(STREAM_LIMITS);
    if (text === "")
        return `${name}: (empty)`;
    const note = truncated ? ` (${formatBytes(totalBytes)}, middle cut)` : "";
    return `${name}${note}:\n${text.endsWith("\n") ? text.slice(0, -1) : text}`;
}
function describeExit(code, signal) {
    return code !== null ? `exit code ${code}` : `killed by ${signal ?? "a signal"}`;
}
const BashParams = Type.Object({
    command: Type.String({ minLength: 1, description: "The command line, run with `bash -c`." }),
    timeout: Type.Optional(Type.Number({
        exclusiveMinimum: 0,
        maximum: MAX_TIMEOUT_SECONDS,
        description: `Seconds before the command and its children are killed; default ${DEFAULT_TIMEOUT_SECONDS}, at most ${MAX_TIMEOUT_SECONDS}.`,
    })),
    run_in_background: Type.Optional(Type.Boolean({ description: "Start it and return at once with a job id (for servers and watchers)." })),
}, { additionalProperties: false });
function createBashTool(shell, jobs) {
    return {
        name: "bash",
        description: "Run a shell command with `bash -c` in the workspace root. Each call is a fresh shell (cd and exports do " +
            "not carry over); stdin is closed, so nothing can prompt; CI=true and pagers are off. Returns the exit " +
            `code, stdout and stderr; each stream shows at most ${formatBytes(STREAM_LIMITS.maxBytes)} / ` +
            `${STREAM_LIMITS.maxLines} lines (head and tail, the middle cut). On timeout (default ` +
            `${DEFAULT_TIMEOUT_SECONDS} s, at most ${MAX_TIMEOUT_SECONDS} s) the command and all its child processes ` +
            "are killed, and so is anything it leaves running when it exits. For servers and watchers set " +
            "run_in_background: true, then read with bash_output and stop with bash_kill.",
        parameters: BashParams,
        readOnly: false,
        async execute(args, { signal }) {
            const spec = shellSpec(shell, args.command);
            if (args.run_in_background) {
                const started = jobs.start(args.command, spec);
                if (!started.ok)
                    return { isError: true, content: `Error: ${started.error}.` };
                const job = started.value;
                if (job.error)
                    return { isError: true, content: `Error: could not start the command: ${job.error}.` };
                return {
                    content: `Started background job ${job.id} (pid ${job.pid}). Read its output with bash_output {"id":"${job.id}"}; stop it with bash_kill.`,
                };
            }
            const seconds = args.timeout ?? DEFAULT_TIMEOUT_SECONDS;
            const result = await runProcess(spec, { timeoutMs: seconds * 1000, signal });
            if (result.ending === "failed") {
                return {
                    isError: true,
                    content: `Error: could not start the command: ${result.error ?? "unknown error"}.`,
                };
            }
            const output = `${section("stdout", result.stdout)}\n${section("stderr", result.stderr)}`;
            if (result.ending === "timeout") {
                return {
                    isError: true,
                    content: `Timed out after ${seconds} s: the command and its child processes were killed. Output so far:\n${output}`,
                };
            }
            if (result.ending === "cancelled") {
                return {
                    isError: true,
                    content: `Cancelled (the run is stopping): the command and its child processes were killed. Output so far:\n${output}`,
                };
            }
            const strays = result.strays
                ? "\nNote: processes the command left running were stopped. Use run_in_background: true for servers and watchers."
                : "";
            return { content: `${describeExit(result.exitCode, result.exitSignal)}\n${output}${strays}` };
        },
    };
}
function jobHeader(job) {
    const state = job.running
        ? `running for ${Math.round((Date.now() - job.startedAt) / 1000)} s`
        : job.error
            ? `failed to start: ${job.error}`
            : `finished, ${describeExit(job.exitCode, job.exitSignal)}`;
    const command = clip(job.command, MAX_SHOWN_COMMAND_CHARS + 1);
    return `Job ${job.id} (${command}): ${state}`;
}
function unknownJob(jobs, id) {
    const known = jobs.ids();
    return {
        isError: true,
        content: `Error: no background job "${id}". ${known.length > 0 ? `Known jobs: ${known.join(", ")}.` : "No jobs were started."}`,
    };
}
const JobParams = Type.Object({ id: Type.String({ minLength: 1, description: 'The job id bash returned, like "bg1".' }) }, { additionalProperties: false });
function createBashOutputTool(jobs) {
    return {
        name: "bash_output",
        description: "Read what a background job (bash with run_in_background) printed since the last read, and whether it " +
            `still runs. Each stream shows at most ${formatBytes(STREAM_LIMITS.maxBytes)} (head and tail).`,
        parameters: JobParams,
        readOnly: true,
        async execute({ id }) {
            const job = jobs.get(id);
            if (!job)
                return unknownJob(jobs, id);
            return {
                content: `${jobHeader(job)}\n${section("new stdout", job.stdout)}\n${section("new stderr", job.stderr)}`,
            };
        },
    };
}
function createBashKillTool(jobs) {
    return {
        name: "bash_kill",
        description: "Stop a background job and all its child processes; returns its last unread output.",
        parameters: JobParams,
        readOnly: false,
        async execute({ id }) {
            const job = await jobs.kill(id);
            if (!job)
                return unknownJob(jobs, id);
            return {
                content: `${jobHeader(job)}\n${section("new stdout", job.stdout)}\n${section("new stderr", job.stderr)}`,
            };
        },
    };
}

;// CONCATENATED MODULE: external "node:fs/promises"
const external_node_fs_promises_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");
;// CONCATENATED MODULE: external "node:path"
const external_node_path_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");
var external_node_path_default = /*#__PURE__*/__nccwpck_require__.n(external_node_path_namespaceObject);
;// CONCATENATED MODULE: ./src/tools/open-inside.ts



/**
 * Opening a workspace file without check-then-use by name. The jail resolves a path once
 * (`realpath`); a command running at the same time could swap a folder on that path for a
 * symlink before the file is opened by name again. Here the real path is opened one component
 * at a time from the workspace root, each through the folder already open
 * (`/proc/self/fd/<fd>/<name>`) with O_NOFOLLOW, so a component that became a symlink fails with
 * ELOOP instead of being followed, and the file finally opened is checked to lie inside the
 * workspace. Where there is no /proc (macOS), files are opened by name as before.
 */
const FD_ROOT = "/proc/self/fd";
const open_inside_FOLDER_FLAGS = external_node_fs_namespaceObject.constants.O_RDONLY | external_node_fs_namespaceObject.constants.O_DIRECTORY | external_node_fs_namespaceObject.constants.O_NOFOLLOW;
let procFds;
/** True where open folders can be reached as `/proc/self/fd/<fd>` (Linux). */
function hasProcFds() {
    procFds ??= process.platform === "linux" && (0,external_node_fs_namespaceObject.existsSync)(FD_ROOT);
    return procFds;
}
const through = (folder, name) => `${FD_ROOT}/${folder.fd}/${name}`;
function isInside(base, target) {
    const rel = external_node_path_default().relative(base, target);
    return rel === "" || (rel !== ".." && !rel.startsWith(`..${(external_node_path_default()).sep}`) && !external_node_path_default().isAbsolute(rel));
}
/** A path inside the workspace changed into something else while it was being opened. */
class PathChangedError extends Error {
    code = "EPATHCHANGED";
}
/**
 * Closes a handle this module opened only to look through (a folder, or a file refused): nothing
 * was written through it, so a failed close loses nothing, and the answer being returned is what
 * matters.
 */
async function closeQuietly(handle) {
    await handle?.close().catch(() => undefined);
}
/** Refuses (and closes) a handle whose file no longer lies inside `root`. */
async function checkedInside(root, handle, shown) {
    const actual = await (0,external_node_fs_promises_namespaceObject.readlink)(`${FD_ROOT}/${handle.fd}`).catch(() => undefined);
    if (actual === undefined || !isInside(root, actual)) {
        await closeQuietly(handle);
        throw new PathChangedError(`${shown} was moved outside the workspace while it was being opened`);
    }
    return handle;
}
/** Turns the errors of an opening that met a symlink into one the model can act on. */
function explain(error, shown) {
    if (error.code === "ELOOP")
        return new PathChangedError(`${shown} changed while it was being opened (a symlink appeared); try again`);
    return error;
}
/**
 * Opens the parent folder of `relative`, one component at a time from `root`, never following a
 * symlink; with `create`, missing folders are made on the way. The caller closes it.
 */
async function openParent(root, parts, create) {
    let folder = await (0,external_node_fs_promises_namespaceObject.open)(root, open_inside_FOLDER_FLAGS);
    try {
        for (const part of parts) {
            const next = through(folder, part);
            let child;
            try {
                child = await (0,external_node_fs_promises_namespaceObject.open)(next, open_inside_FOLDER_FLAGS);
            }
            catch (error) {
                const code = error.code;
                // O_DIRECTORY answers ENOTDIR for a symlink too: tell a swapped folder from a plain file.
                if (code === "ENOTDIR" && (await (0,external_node_fs_promises_namespaceObject.lstat)(next).catch(() => undefined))?.isSymbolicLink())
                    throw Object.assign(new Error("symlink"), { code: "ELOOP" });
                if (!create || code !== "ENOENT")
                    throw error;
                await (0,external_node_fs_promises_namespaceObject.mkdir)(next).catch((e) => {
                    if (e.code !== "EEXIST")
                        throw e;
                });
                child = await (0,external_node_fs_promises_namespaceObject.open)(next, open_inside_FOLDER_FLAGS);
            }
            await folder.close();
            folder = child;
        }
        return folder;
    }
    catch (error) {
        await closeQuietly(folder);
        throw error;
    }
}
/**
 * Opens the file at `relative` (a real path inside `root` as the jail returns it, "/"-separated)
 * without following any symlink on the way. Throws what `open` throws (ENOENT, or ENOTDIR when a
 * parent is a file, EACCES...), and a
 * `PathChangedError` when a component is (now) a symlink or the file is no longer inside `root`.
 */
async function openInside(root, relative, options) {
    const shown = relative;
    if (!hasProcFds()) {
        if (options.createParents)
            await (0,external_node_fs_promises_namespaceObject.mkdir)(external_node_path_default().dirname(external_node_path_default().join(root, relative)), { recursive: true });
        return (0,external_node_fs_promises_namespaceObject.open)(external_node_path_default().join(root, relative), options.flags, options.mode);
    }
    const parts = relative === "." ? [] : relative.split("/");
    const name = parts.pop();
    if (name === undefined)
        return checkedInside(root, await (0,external_node_fs_promises_namespaceObject.open)(root, open_inside_FOLDER_FLAGS), shown);
    let parent;
    try {
        parent = await openParent(root, parts, options.createParents ?? false);
        const handle = await (0,external_node_fs_promises_namespaceObject.open)(through(parent, name), options.flags | external_node_fs_namespaceObject.constants.O_NOFOLLOW, options.mode);
        return await checkedInside(root, handle, shown);
    }
    catch (error) {
        throw explain(error, shown);
    }
    finally {
        await closeQuietly(parent);
    }
}
/** A name that reaches the open file itself: `/proc/self/fd/<fd>`, or `fallback` where there is no /proc. */
function openedPath(handle, fallback) {
    return hasProcFds() ? `${FD_ROOT}/${handle.fd}` : fallback;
}
/** Why `openInside` failed, in a few words for the model ("permission denied", or the change). */
function openFailure(error) {
    if (error instanceof PathChangedError)
        return error.message;
    const code = error.code;
    if (code === "EACCES" || code === "EPERM")
        return "permission denied";
    return error.message ?? String(error);
}
/** True when `openInside` failed because the path does not exist (or a parent is a file). */
function isMissing(error) {
    const code = error.code;
    return code === "ENOENT" || code === "ENOTDIR";
}
/** Reads all of an open file from its start. */
async function readWhole(handle) {
    const chunks = [];
    let position = 0;
    for (;;) {
        const buffer = Buffer.alloc(64 * 1024);
        const { bytesRead } = await handle.read(buffer, 0, buffer.length, position);
        if (bytesRead === 0)
            return Buffer.concat(chunks);
        chunks.push(buffer.subarray(0, bytesRead));
        position += bytesRead;
    }
}
/** Replaces the whole content of an open file (opened for writing). */
async function replaceContent(handle, content) {
    await handle.truncate(0);
    let written = 0;
    while (written < content.length) {
        const { bytesWritten } = await handle.write(content, written, content.length - written, written);
        written += bytesWritten;
    }
}

;// CONCATENATED MODULE: external "fs"
const external_fs_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs");
var external_fs_namespaceObject_0 = /*#__PURE__*/__nccwpck_require__.t(external_fs_namespaceObject, 2);
;// CONCATENATED MODULE: external "path"
const external_path_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("path");
;// CONCATENATED MODULE: external "url"
const external_url_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("url");
;// CONCATENATED MODULE: external "module"
const external_module_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("module");
;// CONCATENATED MODULE: ./node_modules/fdir/dist/index.mjs




//#region rolldown:runtime
var __require = /* @__PURE__ */ (0,external_module_namespaceObject.createRequire)(import.meta.url);

//#endregion
//#region src/utils.ts
function cleanPath(path) {
	let normalized = (0,external_path_namespaceObject.normalize)(path);
	if (normalized.length > 1 && normalized[normalized.length - 1] === external_path_namespaceObject.sep) normalized = normalized.substring(0, normalized.length - 1);
	return normalized;
}
const SLASHES_REGEX = /[\\/]/g;
function convertSlashes(path, separator) {
	return path.replace(SLASHES_REGEX, separator);
}
const WINDOWS_ROOT_DIR_REGEX = /^[a-z]:[\\/]$/i;
function isRootDirectory(path) {
	return path === "/" || WINDOWS_ROOT_DIR_REGEX.test(path);
}
function normalizePath(path, options) {
	const { resolvePaths, normalizePath: normalizePath$1, pathSeparator } = options;
	const pathNeedsCleaning = process.platform === "win32" && path.includes("/") || path.startsWith(".");
	if (resolvePaths) path = (0,external_path_namespaceObject.resolve)(path);
	if (normalizePath$1 || pathNeedsCleaning) path = cleanPath(path);
	if (path === ".") return "";
	const needsSeperator = path[path.length - 1] !== pathSeparator;
	return convertSlashes(needsSeperator ? path + pathSeparator : path, pathSeparator);
}

//#endregion
//#region src/api/functions/join-path.ts
function joinPathWithBasePath(filename, directoryPath) {
	return directoryPath + filename;
}
function joinPathWithRelativePath(root, options) {
	return function(filename, directoryPath) {
		const sameRoot = directoryPath.startsWith(root);
		if (sameRoot) return directoryPath.slice(root.length) + filename;
		else return convertSlashes((0,external_path_namespaceObject.relative)(root, directoryPath), options.pathSeparator) + options.pathSeparator + filename;
	};
}
function joinPath(filename) {
	return filename;
}
function joinDirectoryPath(filename, directoryPath, separator) {
	return directoryPath + filename + separator;
}
function build$7(root, options) {
	const { relativePaths, includeBasePath } = options;
	return relativePaths && root ? joinPathWithRelativePath(root, options) : includeBasePath ? joinPathWithBasePath : joinPath;
}

//#endregion
//#region src/api/functions/push-directory.ts
function pushDirectoryWithRelativePath(root) {
	return function(directoryPath, paths) {
		paths.push(directoryPath.substring(root.length) || ".");
	};
}
function pushDirectoryFilterWithRelativePath(root) {
	return function(directoryPath, paths, filters) {
		const relativePath = directoryPath.substring(root.length) || ".";
		if (filters.every((filter) => filter(relativePath, true))) paths.push(relativePath);
	};
}
const pushDirectory = (directoryPath, paths) => {
	paths.push(directoryPath || ".");
};
const pushDirectoryFilter = (directoryPath, paths, filters) => {
	const path = directoryPath || ".";
	if (filters.every((filter) => filter(path, true))) paths.push(path);
};
const empty$2 = () => {};
function build$6(root, options) {
	const { includeDirs, filters, relativePaths } = options;
	if (!includeDirs) return empty$2;
	if (relativePaths) return filters && filters.length ? pushDirectoryFilterWithRelativePath(root) : pushDirectoryWithRelativePath(root);
	return filters && filters.length ? pushDirectoryFilter : pushDirectory;
}

//#endregion
//#region src/api/functions/push-file.ts
const pushFileFilterAndCount = (filename, _paths, counts, filters) => {
	if (filters.every((filter) => filter(filename, false))) counts.files++;
};
const pushFileFilter = (filename, paths, _counts, filters) => {
	if (filters.every((filter) => filter(filename, false))) paths.push(filename);
};
const pushFileCount = (_filename, _paths, counts, _filters) => {
	counts.files++;
};
const pushFile = (filename, paths) => {
	paths.push(filename);
};
const empty$1 = () => {};
function build$5(options) {
	const { excludeFiles, filters, onlyCounts } = options;
	if (excludeFiles) return empty$1;
	if (filters && filters.length) return onlyCounts ? pushFileFilterAndCount : pushFileFilter;
	else if (onlyCounts) return pushFileCount;
	else return pushFile;
}

//#endregion
//#region src/api/functions/get-array.ts
const getArray = (paths) => {
	return paths;
};
const getArrayGroup = () => {
	return [""].slice(0, 0);
};
function build$4(options) {
	return options.group ? getArrayGroup : getArray;
}

//#endregion
//#region src/api/functions/group-files.ts
const groupFiles = (groups, directory, files) => {
	groups.push({
		directory,
		files,
		dir: directory
	});
};
const empty = () => {};
function build$3(options) {
	return options.group ? groupFiles : empty;
}

//#endregion
//#region src/api/functions/resolve-symlink.ts
const resolveSymlinksAsync = function(path, state, callback$1) {
	const { queue, fs, options: { suppressErrors } } = state;
	queue.enqueue();
	fs.realpath(path, (error, resolvedPath) => {
		if (error) return queue.dequeue(suppressErrors ? null : error, state);
		fs.stat(resolvedPath, (error$1, stat) => {
			if (error$1) return queue.dequeue(suppressErrors ? null : error$1, state);
			if (stat.isDirectory() && isRecursive(path, resolvedPath, state)) return queue.dequeue(null, state);
			callback$1(stat, resolvedPath);
			queue.dequeue(null, state);
		});
	});
};
const resolveSymlinks = function(path, state, callback$1) {
	const { queue, fs, options: { suppressErrors } } = state;
	queue.enqueue();
	try {
		const resolvedPath = fs.realpathSync(path);
		const stat = fs.statSync(resolvedPath);
		if (stat.isDirectory() && isRecursive(path, resolvedPath, state)) return;
		callback$1(stat, resolvedPath);
	} catch (e) {
		if (!suppressErrors) throw e;
	}
};
function build$2(options, isSynchronous) {
	if (!options.resolveSymlinks || options.excludeSymlinks) return null;
	return isSynchronous ? resolveSymlinks : resolveSymlinksAsync;
}
function isRecursive(path, resolved, state) {
	if (state.options.useRealPaths) return isRecursiveUsingRealPaths(resolved, state);
	let parent = (0,external_path_namespaceObject.dirname)(path);
	let depth = 1;
	while (parent !== state.root && depth < 2) {
		const resolvedPath = state.symlinks.get(parent);
		const isSameRoot = !!resolvedPath && (resolvedPath === resolved || resolvedPath.startsWith(resolved) || resolved.startsWith(resolvedPath));
		if (isSameRoot) depth++;
		else parent = (0,external_path_namespaceObject.dirname)(parent);
	}
	state.symlinks.set(path, resolved);
	return depth > 1;
}
function isRecursiveUsingRealPaths(resolved, state) {
	return state.visited.includes(resolved + state.options.pathSeparator);
}

//#endregion
//#region src/api/functions/invoke-callback.ts
const onlyCountsSync = (state) => {
	return state.counts;
};
const groupsSync = (state) => {
	return state.groups;
};
const defaultSync = (state) => {
	return state.paths;
};
const limitFilesSync = (state) => {
	return state.paths.slice(0, state.options.maxFiles);
};
const onlyCountsAsync = (state, error, callback$1) => {
	report(error, callback$1, state.counts, state.options.suppressErrors);
	return null;
};
const defaultAsync = (state, error, callback$1) => {
	report(error, callback$1, state.paths, state.options.suppressErrors);
	return null;
};
const limitFilesAsync = (state, error, callback$1) => {
	report(error, callback$1, state.paths.slice(0, state.options.maxFiles), state.options.suppressErrors);
	return null;
};
const groupsAsync = (state, error, callback$1) => {
	report(error, callback$1, state.groups, state.options.suppressErrors);
	return null;
};
function report(error, callback$1, output, suppressErrors) {
	if (error && !suppressErrors) callback$1(error, output);
	else callback$1(null, output);
}
function build$1(options, isSynchronous) {
	const { onlyCounts, group, maxFiles } = options;
	if (onlyCounts) return isSynchronous ? onlyCountsSync : onlyCountsAsync;
	else if (group) return isSynchronous ? groupsSync : groupsAsync;
	else if (maxFiles) return isSynchronous ? limitFilesSync : limitFilesAsync;
	else return isSynchronous ? defaultSync : defaultAsync;
}

//#endregion
//#region src/api/functions/walk-directory.ts
const readdirOpts = { withFileTypes: true };
const walkAsync = (state, crawlPath, directoryPath, currentDepth, callback$1) => {
	state.queue.enqueue();
	if (currentDepth < 0) return state.queue.dequeue(null, state);
	const { fs } = state;
	state.visited.push(crawlPath);
	state.counts.directories++;
	fs.readdir(crawlPath || ".", readdirOpts, (error, entries = []) => {
		callback$1(entries, directoryPath, currentDepth);
		state.queue.dequeue(state.options.suppressErrors ? null : error, state);
	});
};
const walkSync = (state, crawlPath, directoryPath, currentDepth, callback$1) => {
	const { fs } = state;
	if (currentDepth < 0) return;
	state.visited.push(crawlPath);
	state.counts.directories++;
	let entries = [];
	try {
		entries = fs.readdirSync(crawlPath || ".", readdirOpts);
	} catch (e) {
		if (!state.options.suppressErrors) throw e;
	}
	callback$1(entries, directoryPath, currentDepth);
};
function build(isSynchronous) {
	return isSynchronous ? walkSync : walkAsync;
}

//#endregion
//#region src/api/queue.ts
/**
* This is a custom stateless queue to track concurrent async fs calls.
* It increments a counter whenever a call is queued and decrements it
* as soon as it completes. When the counter hits 0, it calls onQueueEmpty.
*/
var Queue = class {
	count = 0;
	constructor(onQueueEmpty) {
		this.onQueueEmpty = onQueueEmpty;
	}
	enqueue() {
		this.count++;
		return this.count;
	}
	dequeue(error, output) {
		if (this.onQueueEmpty && (--this.count <= 0 || error)) {
			this.onQueueEmpty(error, output);
			if (error) {
				output.controller.abort();
				this.onQueueEmpty = void 0;
			}
		}
	}
};

//#endregion
//#region src/api/counter.ts
var Counter = class {
	_files = 0;
	_directories = 0;
	set files(num) {
		this._files = num;
	}
	get files() {
		return this._files;
	}
	set directories(num) {
		this._directories = num;
	}
	get directories() {
		return this._directories;
	}
	/**
	* @deprecated use `directories` instead
	*/
	/* c8 ignore next 3 */
	get dirs() {
		return this._directories;
	}
};

//#endregion
//#region src/api/aborter.ts
/**
* AbortController is not supported on Node 14 so we use this until we can drop
* support for Node 14.
*/
var Aborter = class {
	aborted = false;
	abort() {
		this.aborted = true;
	}
};

//#endregion
//#region src/api/walker.ts
var Walker = class {
	root;
	isSynchronous;
	state;
	joinPath;
	pushDirectory;
	pushFile;
	getArray;
	groupFiles;
	resolveSymlink;
	walkDirectory;
	callbackInvoker;
	constructor(root, options, callback$1) {
		this.isSynchronous = !callback$1;
		this.callbackInvoker = build$1(options, this.isSynchronous);
		this.root = normalizePath(root, options);
		this.state = {
			root: isRootDirectory(this.root) ? this.root : this.root.slice(0, -1),
			paths: [""].slice(0, 0),
			groups: [],
			counts: new Counter(),
			options,
			queue: new Queue((error, state) => this.callbackInvoker(state, error, callback$1)),
			symlinks: /* @__PURE__ */ new Map(),
			visited: [""].slice(0, 0),
			controller: new Aborter(),
			fs: options.fs || external_fs_namespaceObject_0
		};
		this.joinPath = build$7(this.root, options);
		this.pushDirectory = build$6(this.root, options);
		this.pushFile = build$5(options);
		this.getArray = build$4(options);
		this.groupFiles = build$3(options);
		this.resolveSymlink = build$2(options, this.isSynchronous);
		this.walkDirectory = build(this.isSynchronous);
	}
	start() {
		this.pushDirectory(this.root, this.state.paths, this.state.options.filters);
		this.walkDirectory(this.state, this.root, this.root, this.state.options.maxDepth, this.walk);
		return this.isSynchronous ? this.callbackInvoker(this.state, null) : null;
	}
	walk = (entries, directoryPath, depth) => {
		const { paths, options: { filters, resolveSymlinks: resolveSymlinks$1, excludeSymlinks, exclude, maxFiles, signal, useRealPaths, pathSeparator }, controller } = this.state;
		if (controller.aborted || signal && signal.aborted || maxFiles && paths.length > maxFiles) return;
		const files = this.getArray(this.state.paths);
		for (let i = 0; i < entries.length; ++i) {
			const entry = entries[i];
			if (entry.isFile() || entry.isSymbolicLink() && !resolveSymlinks$1 && !excludeSymlinks) {
				const filename = this.joinPath(entry.name, directoryPath);
				this.pushFile(filename, files, this.state.counts, filters);
			} else if (entry.isDirectory()) {
				let path = joinDirectoryPath(entry.name, directoryPath, this.state.options.pathSeparator);
				if (exclude && exclude(entry.name, path)) continue;
				this.pushDirectory(path, paths, filters);
				this.walkDirectory(this.state, path, path, depth - 1, this.walk);
			} else if (this.resolveSymlink && entry.isSymbolicLink()) {
				let path = joinPathWithBasePath(entry.name, directoryPath);
				this.resolveSymlink(path, this.state, (stat, resolvedPath) => {
					if (stat.isDirectory()) {
						resolvedPath = normalizePath(resolvedPath, this.state.options);
						if (exclude && exclude(entry.name, useRealPaths ? resolvedPath : path + pathSeparator)) return;
						this.walkDirectory(this.state, resolvedPath, useRealPaths ? resolvedPath : path + pathSeparator, depth - 1, this.walk);
					} else {
						resolvedPath = useRealPaths ? resolvedPath : path;
						const filename = (0,external_path_namespaceObject.basename)(resolvedPath);
						const directoryPath$1 = normalizePath((0,external_path_namespaceObject.dirname)(resolvedPath), this.state.options);
						resolvedPath = this.joinPath(filename, directoryPath$1);
						this.pushFile(resolvedPath, files, this.state.counts, filters);
					}
				});
			}
		}
		this.groupFiles(this.state.groups, directoryPath, files);
	};
};

//#endregion
//#region src/api/async.ts
function promise(root, options) {
	return new Promise((resolve$1, reject) => {
		callback(root, options, (err, output) => {
			if (err) return reject(err);
			resolve$1(output);
		});
	});
}
function callback(root, options, callback$1) {
	let walker = new Walker(root, options, callback$1);
	walker.start();
}

//#endregion
//#region src/api/sync.ts
function sync(root, options) {
	const walker = new Walker(root, options);
	return walker.start();
}

//#endregion
//#region src/builder/api-builder.ts
var APIBuilder = class {
	constructor(root, options) {
		this.root = root;
		this.options = options;
	}
	withPromise() {
		return promise(this.root, this.options);
	}
	withCallback(cb) {
		callback(this.root, this.options, cb);
	}
	sync() {
		return sync(this.root, this.options);
	}
};

//#endregion
//#region src/builder/index.ts
let pm = null;
/* c8 ignore next 6 */
try {
	__require.resolve("picomatch");
	pm = __require("picomatch");
} catch {}
var Builder = class {
	globCache = {};
	options = {
		maxDepth: Infinity,
		suppressErrors: true,
		pathSeparator: external_path_namespaceObject.sep,
		filters: []
	};
	globFunction;
	constructor(options) {
		this.options = {
			...this.options,
			...options
		};
		this.globFunction = this.options.globFunction;
	}
	group() {
		this.options.group = true;
		return this;
	}
	withPathSeparator(separator) {
		this.options.pathSeparator = separator;
		return this;
	}
	withBasePath() {
		this.options.includeBasePath = true;
		return this;
	}
	withRelativePaths() {
		this.options.relativePaths = true;
		return this;
	}
	withDirs() {
		this.options.includeDirs = true;
		return this;
	}
	withMaxDepth(depth) {
		this.options.maxDepth = depth;
		return this;
	}
	withMaxFiles(limit) {
		this.options.maxFiles = limit;
		return this;
	}
	withFullPaths() {
		this.options.resolvePaths = true;
		this.options.includeBasePath = true;
		return this;
	}
	withErrors() {
		this.options.suppressErrors = false;
		return this;
	}
	withSymlinks({ resolvePaths = true } = {}) {
		this.options.resolveSymlinks = true;
		this.options.useRealPaths = resolvePaths;
		return this.withFullPaths();
	}
	withAbortSignal(signal) {
		this.options.signal = signal;
		return this;
	}
	normalize() {
		this.options.normalizePath = true;
		return this;
	}
	filter(predicate) {
		this.options.filters.push(predicate);
		return this;
	}
	onlyDirs() {
		this.options.excludeFiles = true;
		this.options.includeDirs = true;
		return this;
	}
	exclude(predicate) {
		this.options.exclude = predicate;
		return this;
	}
	onlyCounts() {
		this.options.onlyCounts = true;
		return this;
	}
	crawl(root) {
		return new APIBuilder(root || ".", this.options);
	}
	withGlobFunction(fn) {
		this.globFunction = fn;
		return this;
	}
	/**
	* @deprecated Pass options using the constructor instead:
	* ```ts
	* new fdir(options).crawl("/path/to/root");
	* ```
	* This method will be removed in v7.0
	*/
	/* c8 ignore next 4 */
	crawlWithOptions(root, options) {
		this.options = {
			...this.options,
			...options
		};
		return new APIBuilder(root || ".", this.options);
	}
	glob(...patterns) {
		if (this.globFunction) return this.globWithOptions(patterns);
		return this.globWithOptions(patterns, ...[{ dot: true }]);
	}
	globWithOptions(patterns, ...options) {
		const globFn = this.globFunction || pm;
		/* c8 ignore next 5 */
		if (!globFn) throw new Error("Please specify a glob function to use glob matching.");
		var isMatch = this.globCache[patterns.join("\0")];
		if (!isMatch) {
			isMatch = globFn(patterns, ...options);
			this.globCache[patterns.join("\0")] = isMatch;
		}
		this.options.filters.push((path) => isMatch(path));
		return this;
	}
};

//#endregion

// EXTERNAL MODULE: ./node_modules/picomatch/index.js
var picomatch = __nccwpck_require__(6);
var picomatch_default = /*#__PURE__*/__nccwpck_require__.n(picomatch);
;// CONCATENATED MODULE: ./node_modules/tinyglobby/dist/index.mjs





//#region src/utils.ts
const isReadonlyArray = Array.isArray;
const BACKSLASHES = /\\/g;
const DRIVE_RELATIVE_PATH = /^[A-Za-z]:$/;
const isWin = process.platform === "win32";
const ONLY_PARENT_DIRECTORIES = /^(\/?\.\.)+$/;
function getPartialMatcher(patterns, options = {}) {
	const patternsCount = patterns.length;
	const patternsParts = Array(patternsCount);
	const matchers = Array(patternsCount);
	let i, j;
	for (i = 0; i < patternsCount; i++) {
		const parts = splitPattern(patterns[i]);
		patternsParts[i] = parts;
		const partsCount = parts.length;
		const partMatchers = Array(partsCount);
		for (j = 0; j < partsCount; j++) partMatchers[j] = picomatch(parts[j], options);
		matchers[i] = partMatchers;
	}
	return (input) => {
		const inputParts = input.split("/");
		if (inputParts[0] === ".." && ONLY_PARENT_DIRECTORIES.test(input)) return true;
		for (i = 0; i < patternsCount; i++) {
			const patternParts = patternsParts[i];
			const matcher = matchers[i];
			const inputPatternCount = inputParts.length;
			const minParts = Math.min(inputPatternCount, patternParts.length);
			j = 0;
			while (j < minParts) {
				const part = patternParts[j];
				if (part.includes("/")) return true;
				if (!matcher[j](inputParts[j])) break;
				if (!options.noglobstar && part === "**") return true;
				j++;
			}
			if (j === inputPatternCount) return true;
		}
		return false;
	};
}
/* node:coverage ignore next 2 */
const WIN32_ROOT_DIR = /^[A-Z]:\/$/i;
const isRoot = isWin ? (p) => WIN32_ROOT_DIR.test(p) : (p) => p === "/";
function buildFormat(cwd, root, absolute) {
	if (cwd === root || root.startsWith(`${cwd}/`)) {
		if (absolute) {
			const start = cwd.length + +!isRoot(cwd);
			return (p, isDir) => p.slice(start, isDir ? -1 : void 0) || ".";
		}
		const prefix = root.slice(cwd.length + 1);
		if (prefix) return (p, isDir) => {
			if (p === ".") return prefix;
			const result = `${prefix}/${p}`;
			return isDir ? result.slice(0, -1) : result;
		};
		return (p, isDir) => isDir && p !== "." ? p.slice(0, -1) : p;
	}
	if (absolute) return (p) => external_path_namespaceObject.posix.relative(cwd, p) || ".";
	return (p) => external_path_namespaceObject.posix.relative(cwd, `${root}/${p}`) || ".";
}
function buildRelative(cwd, root) {
	if (root.startsWith(`${cwd}/`)) {
		const prefix = root.slice(cwd.length + 1);
		return (p) => `${prefix}/${p}`;
	}
	return (p) => {
		const result = external_path_namespaceObject.posix.relative(cwd, `${root}/${p}`);
		return p[p.length - 1] === "/" && result !== "" ? `${result}/` : result || ".";
	};
}
function ensureNonDriveRelativePath(path) {
	return path.replace(DRIVE_RELATIVE_PATH, (match) => `${match}/`);
}
const splitPatternOptions = { parts: true };
function splitPattern(path) {
	var _result$parts;
	const result = picomatch.scan(path, splitPatternOptions);
	return ((_result$parts = result.parts) === null || _result$parts === void 0 ? void 0 : _result$parts.length) ? result.parts : [path];
}
const ESCAPED_WIN32_BACKSLASHES = /\\(?![()[\]{}!+@])/g;
function convertPosixPathToPattern(path) {
	return escapePosixPath(path);
}
function convertWin32PathToPattern(path) {
	return escapeWin32Path(path).replace(ESCAPED_WIN32_BACKSLASHES, "/");
}
/**
* Converts a path to a pattern depending on the platform.
* Identical to {@link escapePath} on POSIX systems.
* @see {@link https://superchupu.dev/tinyglobby/documentation#convertPathToPattern}
*/
/* node:coverage ignore next 3 */
const convertPathToPattern = (/* unused pure expression or super */ null && (isWin ? convertWin32PathToPattern : convertPosixPathToPattern));
const POSIX_UNESCAPED_GLOB_SYMBOLS = /(?<!\\)([()[\]{}*?|]|^!|[!+@](?=\()|\\(?![()[\]{}!*+?@|]))/g;
const WIN32_UNESCAPED_GLOB_SYMBOLS = /(?<!\\)([()[\]{}]|^!|[!+@](?=\())/g;
const escapePosixPath = (path) => path.replace(POSIX_UNESCAPED_GLOB_SYMBOLS, "\\$&");
const escapeWin32Path = (path) => path.replace(WIN32_UNESCAPED_GLOB_SYMBOLS, "\\$&");
/**
* Escapes a path's special characters depending on the platform.
* @see {@link https://superchupu.dev/tinyglobby/documentation#escapePath}
*/
/* node:coverage ignore next */
const escapePath = isWin ? escapeWin32Path : escapePosixPath;
/**
* Checks if a pattern has dynamic parts.
*
* Has a few minor differences with [`fast-glob`](https://github.com/mrmlnc/fast-glob) for better accuracy:
*
* - Doesn't necessarily return `false` on patterns that include `\`.
* - Returns `true` if the pattern includes parentheses, regardless of them representing one single pattern or not.
* - Returns `true` for unfinished glob extensions i.e. `(h`, `+(h`.
* - Returns `true` for unfinished brace expansions as long as they include `,` or `..`.
*
* @see {@link https://superchupu.dev/tinyglobby/documentation#isDynamicPattern}
*/
function isDynamicPattern(pattern, options) {
	if ((options === null || options === void 0 ? void 0 : options.caseSensitiveMatch) === false) return true;
	const scan = picomatch.scan(pattern);
	return scan.isGlob || scan.negated;
}
function log(...tasks) {
	console.log(`[tinyglobby ${(/* @__PURE__ */ new Date()).toLocaleTimeString("es")}]`, ...tasks);
}
function ensureStringArray(value) {
	return typeof value === "string" ? [value] : value !== null && value !== void 0 ? value : [];
}
//#endregion
//#region src/patterns.ts
const PARENT_DIRECTORY = /^(\/?\.\.)+/;
const ESCAPING_BACKSLASHES = /\\(?=[()[\]{}!*+?@|])/g;
function normalizePattern(pattern, opts, props, isIgnore) {
	var _PARENT_DIRECTORY$exe;
	const cwd = opts.cwd;
	let result = pattern;
	if (pattern[pattern.length - 1] === "/") result = pattern.slice(0, -1);
	if (result[result.length - 1] !== "*" && opts.expandDirectories) result += "/**";
	const escapedCwd = escapePath(cwd);
	result = (0,external_path_namespaceObject.isAbsolute)(result.replace(ESCAPING_BACKSLASHES, "")) ? external_path_namespaceObject.posix.relative(escapedCwd, result) : external_path_namespaceObject.posix.normalize(result);
	const parentDir = (_PARENT_DIRECTORY$exe = PARENT_DIRECTORY.exec(result)) === null || _PARENT_DIRECTORY$exe === void 0 ? void 0 : _PARENT_DIRECTORY$exe[0];
	const parts = splitPattern(result);
	if (parentDir) {
		const n = (parentDir.length + 1) / 3;
		let i = 0;
		const cwdParts = escapedCwd.split("/");
		while (i < n && parts[i + n] === cwdParts[cwdParts.length + i - n]) {
			result = result.slice(0, (n - i - 1) * 3) + result.slice((n - i) * 3 + parts[i + n].length + 1) || ".";
			i++;
		}
		const potentialRoot = external_path_namespaceObject.posix.join(cwd, parentDir.slice(i * 3));
		if (potentialRoot[0] !== "." && props.root.length > potentialRoot.length) {
			props.root = ensureNonDriveRelativePath(potentialRoot);
			props.depthOffset = -n + i;
		}
	}
	if (!isIgnore && props.depthOffset >= 0) {
		var _props$commonPath;
		(_props$commonPath = props.commonPath) !== null && _props$commonPath !== void 0 || (props.commonPath = parts);
		const newCommonPath = [];
		const length = Math.min(props.commonPath.length, parts.length);
		for (let i = 0; i < length; i++) {
			const part = parts[i];
			if (part === "**" && !parts[i + 1]) {
				newCommonPath.pop();
				break;
			}
			if (i === parts.length - 1 || part !== props.commonPath[i] || isDynamicPattern(part)) break;
			newCommonPath.push(part);
		}
		props.depthOffset = newCommonPath.length;
		props.commonPath = newCommonPath;
		props.root = ensureNonDriveRelativePath(newCommonPath.length > 0 ? external_path_namespaceObject.posix.join(cwd, ...newCommonPath) : cwd);
	}
	return result;
}
function processPatterns(options, patterns, props) {
	const matchPatterns = [];
	const ignorePatterns = [];
	for (const pattern of options.ignore) {
		if (!pattern) continue;
		if (pattern[0] !== "!" || pattern[1] === "(") ignorePatterns.push(normalizePattern(pattern, options, props, true));
	}
	for (const pattern of patterns) {
		if (!pattern) continue;
		if (pattern[0] !== "!" || pattern[1] === "(") matchPatterns.push(normalizePattern(pattern, options, props, false));
		else if (pattern[1] !== "!" || pattern[2] === "(") ignorePatterns.push(normalizePattern(pattern.slice(1), options, props, true));
	}
	return {
		match: matchPatterns,
		ignore: ignorePatterns
	};
}
//#endregion
//#region src/crawler.ts
function buildCrawler(options, patterns) {
	const cwd = options.cwd;
	const props = {
		root: cwd,
		depthOffset: 0
	};
	const processed = processPatterns(options, patterns, props);
	if (options.debug) log("internal processing patterns:", processed);
	const { absolute, caseSensitiveMatch, debug, dot, followSymbolicLinks, onlyDirectories } = options;
	const root = props.root.replace(BACKSLASHES, "");
	const matchOptions = {
		dot,
		nobrace: options.braceExpansion === false,
		nocase: !caseSensitiveMatch,
		noextglob: options.extglob === false,
		noglobstar: options.globstar === false,
		posix: true
	};
	const matcher = picomatch(processed.match, matchOptions);
	const ignore = picomatch(processed.ignore, matchOptions);
	const partialMatcher = getPartialMatcher(processed.match, matchOptions);
	const format = buildFormat(cwd, root, absolute);
	const excludeFormatter = absolute ? format : buildFormat(cwd, root, true);
	const excludePredicate = (_, p) => {
		const relativePath = excludeFormatter(p, true);
		return relativePath !== "." && !partialMatcher(relativePath) || ignore(relativePath);
	};
	let maxDepth;
	if (options.deep !== void 0) maxDepth = Math.round(options.deep - props.depthOffset);
	const crawler = new Builder({
		filters: [debug ? (p, isDirectory) => {
			const path = format(p, isDirectory);
			const matches = matcher(path) && !ignore(path);
			if (matches) log(`matched ${path}`);
			return matches;
		} : (p, isDirectory) => {
			const path = format(p, isDirectory);
			return matcher(path) && !ignore(path);
		}],
		exclude: debug ? (_, p) => {
			const skipped = excludePredicate(_, p);
			log(`${skipped ? "skipped" : "crawling"} ${p}`);
			return skipped;
		} : excludePredicate,
		fs: options.fs,
		pathSeparator: "/",
		relativePaths: !absolute,
		resolvePaths: absolute,
		includeBasePath: absolute,
		resolveSymlinks: followSymbolicLinks,
		excludeSymlinks: !followSymbolicLinks,
		excludeFiles: onlyDirectories,
		includeDirs: onlyDirectories || !options.onlyFiles,
		maxDepth,
		signal: options.signal
	}).crawl(root);
	if (options.debug) log("internal properties:", {
		...props,
		root
	});
	return [crawler, cwd !== root && !absolute && buildRelative(cwd, root)];
}
//#endregion
//#region src/index.ts
function formatPaths(paths, mapper) {
	if (mapper) for (let i = paths.length - 1; i >= 0; i--) paths[i] = mapper(paths[i]);
	return paths;
}
const defaultOptions = {
	caseSensitiveMatch: true,
	debug: !!process.env.TINYGLOBBY_DEBUG,
	expandDirectories: true,
	followSymbolicLinks: true,
	onlyFiles: true
};
function getOptions(options) {
	const opts = Object.assign({}, options);
	for (const key in defaultOptions) if (opts[key] === void 0) Object.assign(opts, { [key]: defaultOptions[key] });
	opts.cwd = (opts.cwd instanceof URL ? (0,external_url_namespaceObject.fileURLToPath)(opts.cwd) : (0,external_path_namespaceObject.resolve)(opts.cwd || process.cwd())).replace(BACKSLASHES, "/");
	opts.ignore = ensureStringArray(opts.ignore);
	opts.fs && (opts.fs = {
		readdir: opts.fs.readdir || external_fs_namespaceObject.readdir,
		readdirSync: opts.fs.readdirSync || external_fs_namespaceObject.readdirSync,
		realpath: opts.fs.realpath || external_fs_namespaceObject.realpath,
		realpathSync: opts.fs.realpathSync || external_fs_namespaceObject.realpathSync,
		stat: opts.fs.stat || external_fs_namespaceObject.stat,
		statSync: opts.fs.statSync || external_fs_namespaceObject.statSync
	});
	if (opts.debug) log("globbing with options:", opts);
	return opts;
}
function getCrawler(globInput, inputOptions = {}) {
	var _ref;
	if (globInput && (inputOptions === null || inputOptions === void 0 ? void 0 : inputOptions.patterns)) throw new Error("Cannot pass patterns as both an argument and an option");
	const isModern = isReadonlyArray(globInput) || typeof globInput === "string";
	const patterns = ensureStringArray((_ref = isModern ? globInput : globInput.patterns) !== null && _ref !== void 0 ? _ref : "**/*");
	const options = getOptions(isModern ? inputOptions : globInput);
	return patterns.length > 0 ? buildCrawler(options, patterns) : [];
}
async function glob(globInput, options) {
	const [crawler, relative] = getCrawler(globInput, options);
	return crawler ? formatPaths(await crawler.withPromise(), relative) : [];
}
function globSync(globInput, options) {
	const [crawler, relative] = getCrawler(globInput, options);
	return crawler ? formatPaths(crawler.sync(), relative) : [];
}
//#endregion


;// CONCATENATED MODULE: ./src/text/edit-distance.ts
/** How many single-character insertions, deletions and substitutions turn `a` into `b` (Levenshtein). */
function editDistance(a, b) {
    let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
    for (let i = 1; i <= a.length; i++) {
        const current = [i];
        for (let j = 1; j <= b.length; j++) {
            const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
            current.push(Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution));
        }
        previous = current;
    }
    return previous[b.length] ?? 0;
}
/** Two edits are a typo of any name; a long name may take one more per four characters. */
const TYPO_EDITS = 2;
const CHARS_PER_EXTRA_EDIT = 4;
/**
 * The one of `names` that `wanted` is most likely a typo of, case aside (the first of those
 * nearest), or undefined when none is near enough: for a "did you mean" in an error message.
 */
function closestName(wanted, names) {
    const typed = wanted.toLowerCase();
    const most = Math.max(TYPO_EDITS, Math.floor(typed.length / CHARS_PER_EXTRA_EDIT));
    let best;
    for (const name of names) {
        const distance = editDistance(typed, name.toLowerCase());
        if (distance <= most && distance < typed.length && (!best || distance < best.distance))
            best = { name, distance };
    }
    return best?.name;
}

;// CONCATENATED MODULE: ./src/tools/gitignore.ts




/**
 * The `.gitignore` rules of a tree: the root's `.git/info/exclude`, and every `.gitignore` from
 * the root down to a path's folder, later (deeper) rules overriding earlier ones as in git.
 * `.git` itself is always ignored. Rule files are read once and cached.
 */
class IgnoreRules {
    root;
    byFolder = new Map();
    gitignore;
    /** With `gitignore: false` only `.git` is ignored (to search inside a folder git ignores). */
    constructor(root, options = {}) {
        this.root = root;
        this.gitignore = options.gitignore ?? true;
    }
    rulesOf(folder) {
        if (!this.gitignore)
            return null;
        const cached = this.byFolder.get(folder);
        if (cached !== undefined)
            return cached;
        const texts = [external_node_path_default().join(folder, ".gitignore")];
        if (folder === this.root)
            texts.unshift(external_node_path_default().join(folder, ".git", "info", "exclude"));
        let rules = null;
        for (const file of texts) {
            let text;
            try {
                text = external_node_fs_default().readFileSync(file, "utf8");
            }
            catch {
                continue;
            }
            rules ??= ignore_default()();
            rules.add(text);
        }
        this.byFolder.set(folder, rules);
        return rules;
    }
    /**
     * Says that `folder` (absolute, below the root) holds no `.gitignore`, as a listing of it just
     * showed: its rules are then not looked for. A walk of a large tree would otherwise try to read
     * one in every folder.
     */
    noRulesIn(folder) {
        if (folder !== this.root && !this.byFolder.has(folder))
            this.byFolder.set(folder, null);
    }
    /** True when `absolute` (inside the root) is ignored; `isFolder` matters for rules like `dist/`. */
    ignores(absolute, isFolder) {
        const segments = external_node_path_default().relative(this.root, absolute).split((external_node_path_default()).sep);
        if (segments.includes(".git"))
            return true;
        if (segments[0] === "" || segments[0] === "..")
            return false;
        let ignored = false;
        let folder = this.root;
        for (let depth = 0; depth < segments.length; depth++) {
            const rules = this.rulesOf(folder);
            if (rules) {
                const rel = segments.slice(depth).join("/") + (isFolder ? "/" : "");
                const verdict = rules.test(rel);
                if (verdict.ignored)
                    ignored = true;
                else if (verdict.unignored)
                    ignored = false;
            }
            folder = external_node_path_default().join(folder, segments[depth] ?? "");
        }
        return ignored;
    }
}
/**
 * A file system for tinyglobby whose folder listings leave out ignored entries, so ignored
 * folders (node_modules, build output) are never walked, not merely filtered afterwards.
 */
function ignoringFs(rules) {
    const keep = (folder, entries) => {
        if (!entries.some((e) => e.name === ".gitignore"))
            rules.noRulesIn(external_node_path_default().resolve(folder));
        return entries.filter((e) => !rules.ignores(external_node_path_default().join(folder, e.name), e.isDirectory()));
    };
    const readdir = (folder, options, callback) => {
        external_node_fs_default().readdir(folder, options, (error, entries) => callback(error, error ? entries : keep(folder, entries)));
    };
    const readdirSync = (folder, options) => keep(folder, external_node_fs_default().readdirSync(folder, options));
    // Cast: fdir only ever lists folders with file types (the overload above); node's type lists them all.
    return {
        readdir: readdir,
        readdirSync: readdirSync,
    };
}
/**
 * Files (not folders, not symlinks) under `options.cwd` matching the glob `pattern`, skipping
 * what `.gitignore` ignores. Paths come back absolute and unsorted.
 */
async function listFiles(rules, pattern, options) {
    return glob(pattern, {
        cwd: options.cwd,
        absolute: true,
        dot: true,
        onlyFiles: true,
        followSymbolicLinks: false,
        expandDirectories: false,
        fs: ignoringFs(rules),
        signal: options.signal,
    });
}

;// CONCATENATED MODULE: ./src/tools/suggest.ts





/** Suggestions offered for a missing path. */
const MAX_SUGGESTIONS = 5;
/** Names this many edits apart (or fewer) count as close. */
const MAX_NAME_DISTANCE = 2;
const stem = (name) => name.toLowerCase().replace(/\.[^.]*$/, "");
function isClose(wanted, candidate) {
    const a = wanted.toLowerCase();
    const b = candidate.toLowerCase();
    if (a === b || stem(wanted) === stem(candidate))
        return true;
    if (a.length >= 3 && b.startsWith(a))
        return true;
    return Math.min(a.length, b.length) > MAX_NAME_DISTANCE && editDistance(a, b) <= MAX_NAME_DISTANCE;
}
/**
 * Paths close to a missing one, for the error message: look-alike names in its folder, and
 * files of the same name elsewhere in the workspace (not ignored). Never throws.
 */
async function closeMatches(workspace, rules, missing) {
    const found = new Set();
    const name = external_node_path_default().basename(missing);
    const folder = external_node_path_default().dirname(missing);
    try {
        for (const entry of await (0,external_node_fs_promises_namespaceObject.readdir)(folder, { withFileTypes: true })) {
            const full = external_node_path_default().join(folder, entry.name);
            if (isClose(name, entry.name) && !rules.ignores(full, entry.isDirectory()))
                found.add(workspace.display(full));
        }
    }
    catch {
        // The folder is missing too: only the workspace-wide search can help.
    }
    if (found.size < MAX_SUGGESTIONS && name !== "") {
        try {
            const same = await listFiles(rules, `**/${escapePath(name)}`, { cwd: workspace.root });
            for (const file of same.sort())
                found.add(workspace.display(file));
        }
        catch {
            // A failed search only means fewer suggestions.
        }
    }
    return [...found].slice(0, MAX_SUGGESTIONS);
}
/** "Did you mean" text for an error message (ignored files left out), or "" if there is none. */
async function didYouMean(workspace, missing) {
    const matches = await closeMatches(workspace, new IgnoreRules(workspace.root), missing);
    return matches.length > 0 ? ` Did you mean: ${matches.join(", ")}?` : "";
}

;// CONCATENATED MODULE: ./src/tools/read-file.ts







/** Lines shown when the model gives no `limit`. */
const DEFAULT_READ_LINES = 2000;
/** Bytes of numbered text one read may show; more is left for the next page. */
const MAX_READ_BYTES = 48 * 1024;
/** Characters of one line shown; minified code and data lines are cut here. */
const MAX_LINE_CHARS = 2000;
/** Bytes looked at to tell binary from text (git looks at 8000 too). */
const BINARY_PROBE_BYTES = 8000;
/** Entries listed when the path is a folder. */
const MAX_FOLDER_ENTRIES = 50;
/** `     1|text`: the line number right-aligned in six columns, a bar, the line. */
function numberLine(n, text) {
    return `${String(n).padStart(6)}|${text}`;
}
/** True when the first bytes of an open file hold a NUL byte: it is not text. */
async function isBinaryHandle(handle) {
    const probe = Buffer.alloc(BINARY_PROBE_BYTES);
    const { bytesRead } = await handle.read(probe, 0, BINARY_PROBE_BYTES, 0);
    return probe.subarray(0, bytesRead).includes(0);
}
/** Bytes read from the file at a time. */
const READ_CHUNK_BYTES = 64 * 1024;
/** The chunks of an open file from its start; stops (throwing the abort reason) when `signal` aborts. */
async function* chunksOf(handle, signal) {
    let position = 0;
    for (;;) {
        signal.throwIfAborted();
        const buffer = Buffer.allocUnsafe(READ_CHUNK_BYTES);
        const { bytesRead } = await handle.read(buffer, 0, READ_CHUNK_BYTES, position);
        if (bytesRead === 0)
            return;
        position += bytesRead;
        yield buffer.subarray(0, bytesRead);
    }
}
/**
 * Reads lines `offset .. offset+limit-1` within MAX_READ_BYTES, streaming the file so that a
 * huge one costs memory only for the page; the rest is only counted.
 */
async function readPage(handle, offset, limit, signal) {
    const page = { lines: [], first: offset, totalLines: 0, byteLimited: false, cutLines: 0 };
    let lineNo = 1;
    let pending = [];
    let pendingBytes = 0;
    let lineHasBytes = false;
    let used = 0;
    const inPage = () => lineNo >= offset && lineNo < offset + limit && !page.byteLimited;
    const endLine = () => {
        if (inPage()) {
            let text = Buffer.concat(pending).toString("utf8");
            if (text.endsWith("\r"))
                text = text.slice(0, -1);
            if (text.length > MAX_LINE_CHARS) {
                text = `${clip(text, MAX_LINE_CHARS, { marker: () => "" })}… [line cut at ${MAX_LINE_CHARS} characters]`;
                page.cutLines++;
            }
            const rendered = numberLine(lineNo, text);
            const size = Buffer.byteLength(rendered) + 1;
            if (used + size > MAX_READ_BYTES && page.lines.length > 0)
                page.byteLimited = true;
            else {
                page.lines.push(rendered);
                used += size;
            }
        }
        pending = [];
        pendingBytes = 0;
        lineHasBytes = false;
        lineNo++;
    };
    // Enough bytes to fill MAX_LINE_CHARS characters of any script, and to see a trailing "\r".
    const keepBytes = MAX_LINE_CHARS * 4 + 1;
    for await (const buffer of chunksOf(handle, signal)) {
        let pos = 0;
        while (pos < buffer.length) {
            const nl = buffer.indexOf(10, pos);
            const end = nl === -1 ? buffer.length : nl;
            if (end > pos)
                lineHasBytes = true;
            if (inPage() && pendingBytes < keepBytes) {
                const piece = buffer.subarray(pos, Math.min(end, pos + keepBytes - pendingBytes));
                pending.push(piece);
                pendingBytes += piece.length;
            }
            if (nl === -1)
                break;
            endLine();
            pos = nl + 1;
        }
    }
    if (lineHasBytes)
        endLine();
    page.totalLines = lineNo - 1;
    return page;
}
function footer(page, relative) {
    const last = page.first + page.lines.length - 1;
    const notes = [];
    if (last < page.totalLines) {
        const why = page.byteLimited ? ` (output limit ${formatBytes(MAX_READ_BYTES)})` : "";
        notes.push(`[Showing lines ${page.first}-${last} of ${page.totalLines}${why}. To read more, call read_file with ` +
            `path "${relative}" and offset ${last + 1}.]`);
    }
    if (page.cutLines > 0)
        notes.push(`[${page.cutLines} long lines were cut at ${MAX_LINE_CHARS} characters.]`);
    return notes.length > 0 ? `\n${notes.join("\n")}` : "";
}
async function describeFolder(folder, relative) {
    const entries = await (0,external_node_fs_promises_namespaceObject.readdir)(folder, { withFileTypes: true });
    const names = entries.map((e) => (e.isDirectory() ? `${e.name}/` : e.name)).sort();
    const shown = names.slice(0, MAX_FOLDER_ENTRIES).join(", ");
    const more = names.length > MAX_FOLDER_ENTRIES ? `, … (${names.length} entries)` : "";
    return `Error: ${relative} is a folder, not a file. It holds: ${shown || "(nothing)"}${more}. Use glob to find files.`;
}
const ReadFileParams = Type.Object({
    path: Type.String({ minLength: 1, description: "File path, relative to the workspace root." }),
    offset: Type.Optional(Type.Integer({ minimum: 1, description: "First line to show (1-based); default 1." })),
    limit: Type.Optional(Type.Integer({ minimum: 1, description: `Lines to show; default ${DEFAULT_READ_LINES}.` })),
}, { additionalProperties: false });
function createReadFileTool(workspace) {
    return {
        name: "read_file",
        description: "Read a text file of the workspace. Lines come numbered as `     N|text` (the number right-aligned in " +
            "six columns; the number and bar are not part of the file). Shows up to " +
            `${DEFAULT_READ_LINES} lines or ${formatBytes(MAX_READ_BYTES)} from \`offset\` (1-based), lines longer ` +
            `than ${MAX_LINE_CHARS} characters cut; a note at the end says how to read the rest. Binary files are ` +
            "reported, not shown.",
        parameters: ReadFileParams,
        readOnly: true,
        async execute(args, { signal }) {
            const resolved = await workspace.resolveInside(args.path);
            if (!resolved.ok)
                return { isError: true, content: `Error: ${resolved.error}.` };
            const where = resolved.value;
            let handle;
            try {
                // O_NONBLOCK: a FIFO must not hang the read; it is reported as not a regular file below.
                handle = await openInside(workspace.root, where.relative, {
                    flags: external_node_fs_namespaceObject.constants.O_RDONLY | external_node_fs_namespaceObject.constants.O_NONBLOCK,
                });
            }
            catch (error) {
                if (!isMissing(error))
                    return { isError: true, content: `Error: cannot open ${where.relative}: ${openFailure(error)}.` };
                const hint = await didYouMean(workspace, where.path);
                return { isError: true, content: `Error: ${where.relative} does not exist.${hint}` };
            }
            try {
                return await readOpened(handle, where, args, signal);
            }
            finally {
                await handle.close();
            }
        },
    };
}
async function readOpened(handle, where, args, signal) {
    const { relative } = where;
    const info = await handle.stat();
    if (info.isDirectory())
        return { isError: true, content: await describeFolder(openedPath(handle, where.path), relative) };
    if (!info.isFile())
        return { isError: true, content: `Error: ${relative} is not a regular file.` };
    if (info.size === 0)
        return { content: `(${relative} is empty)` };
    if (await isBinaryHandle(handle)) {
        return {
            isError: true,
            content: `Error: ${relative} is a binary file (${formatBytes(info.size)}, ${info.size} bytes); it is not shown.`,
        };
    }
    const offset = args.offset ?? 1;
    const page = await readPage(handle, offset, args.limit ?? DEFAULT_READ_LINES, signal);
    if (page.lines.length === 0) {
        return {
            isError: true,
            content: `Error: offset ${offset} is past the end of ${relative}, which has ${page.totalLines} lines.`,
        };
    }
    return { content: page.lines.join("\n") + footer(page, relative) };
}

;// CONCATENATED MODULE: ./src/tools/edit-file.ts





/** Match line numbers listed when `old_str` occurs several times. */
const MAX_LISTED_MATCHES = 20;
/** Lines of context shown around a single edit, so the model can check it. */
const SNIPPET_CONTEXT = 2;
/** Lines of a snippet at most; longer replacements are not echoed. */
const MAX_SNIPPET_LINES = 30;
const lineAt = (text, index) => text.slice(0, index).split("\n").length;
/** Start offsets of the non-overlapping occurrences of `needle`, left to right. */
function occurrences(haystack, needle) {
    const found = [];
    for (let i = haystack.indexOf(needle); i !== -1; i = haystack.indexOf(needle, i + needle.length))
        found.push(i);
    return found;
}
/** A hint for a miss: lines where the first line of `old` appears once whitespace is ignored. */
function nearMiss(text, old) {
    const squash = (s) => s.replace(/\s+/g, " ").trim();
    const first = squash(old.split("\n").find((l) => l.trim() !== "") ?? "");
    if (first === "")
        return "";
    const lines = text
        .split("\n")
        .flatMap((line, i) => (squash(line).includes(first) ? [i + 1] : []))
        .slice(0, MAX_LISTED_MATCHES);
    if (lines.length === 0)
        return " Read the file again to copy the exact text.";
    return (` The first line of old_str appears (whitespace aside) at line ${lines.join(", ")}: compare indentation, ` +
        "whitespace and the following lines with read_file.");
}
function snippet(text, start, inserted) {
    const first = lineAt(text, start);
    const last = first + inserted.split("\n").length - 1;
    if (last - first + 1 > MAX_SNIPPET_LINES)
        return "";
    const lines = text.split("\n");
    const from = Math.max(1, first - SNIPPET_CONTEXT);
    const to = Math.min(lines.length, last + SNIPPET_CONTEXT);
    const shown = lines.slice(from - 1, to).map((line, i) => numberLine(from + i, line));
    return `\n${shown.join("\n")}`;
}
const EditFileParams = Type.Object({
    path: Type.String({ minLength: 1, description: "File path, relative to the workspace root." }),
    old_str: Type.String({
        minLength: 1,
        description: "Exact text to replace (without read_file's line numbers).",
    }),
    new_str: Type.String({ description: "Text to put in its place." }),
    replace_all: Type.Optional(Type.Boolean({ description: "Replace every occurrence; default false." })),
}, { additionalProperties: false });
function createEditFileTool(workspace) {
    return {
        name: "edit_file",
        description: "Replace text in an existing file. `old_str` must match the file exactly (whitespace included, without " +
            "read_file's line-number prefix) and occur exactly once, unless replace_all is true; otherwise nothing " +
            "changes and the error says how many matches there are and where. The file's line endings (LF or CRLF) " +
            "and whether it ends with a newline are kept.",
        parameters: EditFileParams,
        readOnly: false,
        async execute(args) {
            const resolved = await workspace.resolveInside(args.path, { forWrite: true });
            if (!resolved.ok)
                return { isError: true, content: `Error: ${resolved.error}.` };
            const where = resolved.value;
            let handle;
            try {
                handle = await openInside(workspace.root, where.relative, {
                    flags: external_node_fs_namespaceObject.constants.O_RDWR | external_node_fs_namespaceObject.constants.O_NONBLOCK,
                });
            }
            catch (error) {
                const code = error.code;
                if (code === "EISDIR")
                    return { isError: true, content: `Error: ${where.relative} is not a regular file.` };
                if (!isMissing(error))
                    return { isError: true, content: `Error: cannot edit ${where.relative}: ${openFailure(error)}.` };
                const hint = await didYouMean(workspace, where.path);
                return {
                    isError: true,
                    content: `Error: ${where.relative} does not exist; create it with write_file.${hint}`,
                };
            }
            try {
                return await editOpened(handle, where.relative, args);
            }
            finally {
                await handle.close();
            }
        },
    };
}
async function editOpened(handle, relative, args) {
    if (!(await handle.stat()).isFile())
        return { isError: true, content: `Error: ${relative} is not a regular file.` };
    const raw = await readWhole(handle);
    if (raw.includes(0))
        return { isError: true, content: `Error: ${relative} is a binary file.` };
    const original = raw.toString("utf8");
    // A CRLF file is edited as LF and written back as CRLF, so the model's "\n" fits it; a file
    // with mixed endings is matched as it is.
    const crlf = original.includes("\r\n") && !/(^|[^\r])\n/.test(original);
    const text = crlf ? original.replaceAll("\r\n", "\n") : original;
    const plainLf = crlf || !original.includes("\r");
    const oldStr = plainLf ? args.old_str.replaceAll("\r\n", "\n") : args.old_str;
    const newStr = plainLf ? args.new_str.replaceAll("\r\n", "\n") : args.new_str;
    if (oldStr === newStr)
        return { isError: true, content: "Error: old_str and new_str are the same; nothing to do." };
    const found = occurrences(text, oldStr);
    if (found.length === 0) {
        return {
            isError: true,
            content: `Error: old_str was not found in ${relative}.${nearMiss(text, oldStr)}`,
        };
    }
    if (found.length > 1 && !args.replace_all) {
        const lines = found.slice(0, MAX_LISTED_MATCHES).map((i) => lineAt(text, i));
        const more = found.length > MAX_LISTED_MATCHES ? ", …" : "";
        return {
            isError: true,
            content: `Error: old_str occurs ${found.length} times in ${relative} (lines ${lines.join(", ")}${more}). ` +
                "Add surrounding lines to old_str to pick one, or set replace_all: true to replace them all.",
        };
    }
    let result = "";
    let from = 0;
    for (const index of found) {
        result += text.slice(from, index) + newStr;
        from = index + oldStr.length;
    }
    result += text.slice(from);
    // Keep the file's last-line convention whatever the edit did at its end.
    const hadFinalNewline = text.endsWith("\n");
    if (!hadFinalNewline && result.endsWith("\n"))
        result = result.slice(0, -1);
    if (hadFinalNewline && result !== "" && !result.endsWith("\n"))
        result += "\n";
    await replaceContent(handle, Buffer.from(crlf ? result.replaceAll("\n", "\r\n") : result, "utf8"));
    const count = found.length === 1 ? "1 occurrence" : `${found.length} occurrences`;
    const first = found[0] ?? 0;
    const shown = found.length === 1 ? snippet(result, first, newStr) : "";
    return {
        content: `Edited ${relative}: replaced ${count} (from line ${lineAt(text, first)}).${shown}`,
    };
}

;// CONCATENATED MODULE: ./src/tools/glob-syntax.ts
/** Glob patterns as git pathspecs: git's `:(glob)` magic has `*`, `?`, `[...]` and `**`, not braces. */
/** `{a,b}` alternatives expanded, for git pathspecs, which have no braces. */
function expandBraces(glob) {
    const open = glob.indexOf("{");
    if (open === -1)
        return [glob];
    let depth = 0;
    const cuts = [];
    for (let i = open; i < glob.length; i++) {
        const c = glob[i];
        if (c === "{")
            depth++;
        else if (c === "}" && --depth === 0) {
            const choices = [];
            let start = open + 1;
            for (const cut of [...cuts, i]) {
                choices.push(glob.slice(start, cut));
                start = cut + 1;
            }
            const rest = expandBraces(glob.slice(i + 1));
            return choices.flatMap((c) => expandBraces(glob.slice(0, open) + c).flatMap((h) => rest.map((r) => h + r)));
        }
        else if (c === "," && depth === 1)
            cuts.push(i);
    }
    return [glob];
}
/** A literal path made safe inside a glob (git pathspecs and rg both take backslash escapes). */
const escapeGlob = (p) => p.replace(/[*?[\]{}\\]/g, "\\$&");
/**
 * Syntax git's globs lack or read otherwise: escapes, extglobs and negations, POSIX classes,
 * ranges in braces (`{1..3}`).
 */
const BEYOND_GIT = /[\\!()@+|]|\[\[:|\{[^}]*\.\.[^}]*\}/;
/**
 * `pattern` (relative to `folder`, "/"-separated from the root, "" for the root) as `:(glob)`
 * pathspecs that match what it matches, or undefined when it uses syntax git reads otherwise.
 */
function globPathspecs(folder, pattern) {
    if (BEYOND_GIT.test(pattern))
        return undefined;
    const prefix = folder === "" ? "" : `${escapeGlob(folder)}/`;
    return expandBraces(pattern).map((alternative) => `:(glob)${prefix}${alternative}`);
}

;// CONCATENATED MODULE: ./src/base/system-path.ts
/**
 * The system folders, in the usual order: the PATH of the sandbox's helpers and of the checks
 * run as the sandbox user, and where the search tools look for git first, so a `git` planted in
 * a folder an earlier step put on PATH is not what runs.
 */
const SYSTEM_PATH = "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin";

;// CONCATENATED MODULE: ./src/tools/search-process.ts

const DEFAULT_STDERR_BYTES = 16 * 1024;
function search_process_killGroup(child) {
    try {
        if (child.pid !== undefined)
            process.kill(-child.pid, "SIGKILL");
    }
    catch {
        // Already gone.
    }
}
/** Runs `argv` (no shell) in its own process group. Never throws. */
function runSearchProgram(argv, options) {
    const [file, ...args] = argv;
    const stderrBytes = options.stderrBytes ?? DEFAULT_STDERR_BYTES;
    return new Promise((resolve) => {
        if (file === undefined) {
            resolve({ ending: "failed", exitCode: null, stderr: "", error: "empty command" });
            return;
        }
        if (options.signal?.aborted) {
            resolve({ ending: "cancelled", exitCode: null, stderr: "" });
            return;
        }
        let child;
        try {
            child = (0,external_node_child_process_namespaceObject.spawn)(file, args, {
                cwd: options.cwd,
                env: options.env,
                detached: true,
                stdio: ["ignore", "pipe", "pipe"],
            });
        }
        catch (error) {
            resolve({ ending: "failed", exitCode: null, stderr: "", error: error.message });
            return;
        }
        let ending = "exited";
        let settled = false;
        const stderr = [];
        let stderrKept = 0;
        const stop = (why) => {
            if (settled || ending !== "exited")
                return;
            ending = why;
            search_process_killGroup(child);
        };
        const onAbort = () => stop("cancelled");
        const timer = setTimeout(() => stop("timeout"), options.timeoutMs);
        options.signal?.addEventListener("abort", onAbort, { once: true });
        const settle = (run) => {
            if (settled)
                return;
            settled = true;
            clearTimeout(timer);
            options.signal?.removeEventListener("abort", onAbort);
            resolve(run);
        };
        child.stdout?.on("data", (chunk) => {
            if (ending === "exited")
                options.onStdout(chunk);
        });
        child.stderr?.on("data", (chunk) => {
            if (stderrKept >= stderrBytes)
                return;
            stderr.push(chunk.subarray(0, stderrBytes - stderrKept));
            stderrKept += chunk.length;
        });
        child.on("error", (error) => {
            // A child that never started has no pid; one that did ends in "close" anyway.
            if (child.pid === undefined)
                settle({ ending: "failed", exitCode: null, stderr: "", error: error.message });
        });
        child.on("close", (code) => {
            settle({
                ending,
                exitCode: ending === "exited" ? code : null,
                stderr: Buffer.concat(stderr).toString("utf8").trim(),
            });
        });
    });
}

;// CONCATENATED MODULE: ./src/tools/workspace-git.ts






/**
 * The search tools' git, over the workspace's own `.git`. That `.git` is the agent's copy, and a
 * hostile model may have written every byte of it (its config, its index, its info/exclude), so
 * git is run such that nothing there can start a program, move the work tree, or make git read a
 * file outside the workspace as its rules:
 * - the repository is named explicitly (`--git-dir=<root>/.git --work-tree=<root>`), and only when
 *   `<root>/.git` is a real folder: no discovery up the tree, no gitfile or symlink followed, no
 *   `core.worktree`, and no GIT_DIR or GIT_WORK_TREE of the environment;
 * - every GIT_* variable of the environment is dropped (GIT_CONFIG_PARAMETERS, GIT_EXEC_PATH,
 *   GIT_TRACE* writing files, GIT_INDEX_FILE, GIT_*_PATHSPECS changing what a pathspec means), and
 *   neither system nor global configuration is read;
 * - the settings that run programs or read other files are overridden on the command line, which
 *   wins over the repository's config and whatever it includes: fsmonitor (a command run on every
 *   index read), hooks, the pager, excludes and attributes files outside the tree, submodule
 *   recursion (a submodule's gitfile may point anywhere);
 * - no transport may run and nothing is fetched (GIT_ALLOW_PROTOCOL empty, protocol.allow=never,
 *   GIT_NO_LAZY_FETCH): `git grep` reads an entry marked unchanged from its blob, and in a
 *   "partial clone" a missing blob is fetched, through an `ssh` command the config names;
 * - git is looked up in the system folders first, like the action's own git.
 * What git then reads is data: the index, objects, and the `.gitignore` files of the tree.
 */
/** Command-line settings of every search git command (see above). */
const SAFE_CONFIG = [
    "core.fsmonitor=false",
    "core.hooksPath=/dev/null",
    "core.pager=cat",
    "core.untrackedCache=false",
    "core.excludesFile=/dev/null",
    "core.attributesFile=/dev/null",
    "core.quotePath=false",
    "submodule.recurse=false",
    "protocol.allow=never",
    // Output formats `git grep` is parsed by.
    "grep.column=false",
    "grep.fullName=false",
    "grep.lineNumber=true",
    "color.ui=false",
].flatMap((setting) => ["-c", setting]);
/** Variables of the tools' environment that pass to git: the locale (it decides what `(?i)` folds). */
function passes(name) {
    return name === "LANG" || name === "LANGUAGE" || name.startsWith("LC_");
}
/** The environment of a search git command, from the tools' environment `env`. */
function workspaceGitEnv(env) {
    const kept = {};
    for (const [name, value] of Object.entries(env))
        if (value !== undefined && passes(name))
            kept[name] = value;
    return {
        ...kept,
        PATH: env.PATH ? `${SYSTEM_PATH}:${env.PATH}` : SYSTEM_PATH,
        GIT_CONFIG_NOSYSTEM: "1",
        GIT_CONFIG_GLOBAL: "/dev/null",
        GIT_ATTR_NOSYSTEM: "1",
        GIT_ALLOW_PROTOCOL: "",
        GIT_NO_LAZY_FETCH: "1",
        GIT_OPTIONAL_LOCKS: "0",
        GIT_TERMINAL_PROMPT: "0",
        GIT_PAGER: "cat",
    };
}
/** `git <args>` over the workspace `root`'s own repository, with the settings above. */
function workspaceGitArgv(root, args) {
    return [
        "git",
        "--no-pager",
        `--git-dir=${external_node_path_default().join(root, ".git")}`,
        `--work-tree=${root}`,
        // The sandbox user runs this on a tree another user owns; the settings above make it safe.
        "-c",
        `safe.directory=${root}`,
        ...SAFE_CONFIG,
        ...args,
    ];
}
/** True when `root/.git` is a real folder (not a gitfile, not a symlink): the only repository used. */
async function hasOwnRepository(root) {
    return (await (0,external_node_fs_promises_namespaceObject.lstat)(external_node_path_default().join(root, ".git")).catch(() => undefined))?.isDirectory() === true;
}
/** What git says when the folder it was given is no repository (an empty or broken `.git`). */
const NOT_A_REPOSITORY = /not a git repository/i;
/** How long one listing may take. */
const LISTING_TIMEOUT_MS = 30_000;
/** Runs a search git command over `root`'s own repository (see above) and collects its stdout. */
async function gitOutput(root, args, env, signal) {
    const chunks = [];
    const run = await runSearchProgram(workspaceGitArgv(root, args), {
        cwd: root,
        env: workspaceGitEnv(env),
        timeoutMs: LISTING_TIMEOUT_MS,
        signal,
        onStdout: (chunk) => chunks.push(chunk),
    });
    if (run.ending === "exited" && run.exitCode === 0)
        return ok(Buffer.concat(chunks).toString("utf8"));
    if (run.ending === "failed")
        return fail(run.error ?? "git did not start", { unavailable: true });
    if (run.ending !== "exited")
        return fail(`git ${args[0]}: ${run.ending}`, { unavailable: false });
    return fail(run.stderr || `git exited with ${run.exitCode}`, { unavailable: true });
}
const workspace_git_GITLINK = "160000";
const SYMLINK = "120000";
/**
 * git's listing of the files under `scope` (absolute, inside `root`), or undefined when git cannot
 * give one (no `.git` folder of the root's own, git missing, a broken repository): then walk.
 * Two listings run at once: the index with its modes and deleted entries, and the untracked files.
 */
async function listWithGit(root, scope, options) {
    if (!(await hasOwnRepository(root)))
        return undefined;
    const scoped = folderPathspec(root, scope);
    const spec = scoped.length > 0 ? ["--", ...scoped] : [];
    const exclude = options.includeIgnored ? [] : ["--exclude-standard"];
    const run = (args) => gitOutput(root, ["ls-files", "-z", ...args, ...spec], options.env, options.signal);
    const [index, others] = await Promise.all([
        run(["--cached", "--deleted", "--stage", "-t"]),
        run(["--others", ...exclude]),
    ]);
    if (!index.ok || !others.ok)
        return undefined;
    const deleted = new Set();
    const tracked = [];
    const folders = [];
    // Records: "<tag> <mode> <object> <stage>\t<path>"; tag R repeats an entry missing from the disk.
    // Read by position: tens of thousands of them, and the fields before the tab have fixed forms.
    const text = index.value;
    for (let at = 0; at < text.length;) {
        const end = text.indexOf("\0", at);
        const stop = end < 0 ? text.length : end;
        const tab = text.indexOf("\t", at);
        if (tab > at && tab < stop) {
            const file = text.slice(tab + 1, stop);
            const mode = text.slice(at + 2, at + 8);
            const tag = text[at];
            // Tag S: outside a sparse checkout (skip-worktree), not in the work tree (git grep skips it
            // too). A symlink is never listed. An unmerged path has an entry per stage, one after another.
            if (tag === "R")
                deleted.add(file);
            else if (mode === workspace_git_GITLINK)
                folders.push(file);
            else if (tag !== "S" && mode !== SYMLINK && tracked[tracked.length - 1] !== file)
                tracked.push(file);
        }
        at = stop + 1;
    }
    const files = deleted.size > 0 ? tracked.filter((file) => !deleted.has(file)) : tracked;
    for (const file of others.value.split("\0")) {
        if (file === "")
            continue;
        // A folder holding its own repository comes as "folder/", and git does not enter it.
        if (file.endsWith("/"))
            folders.push(file.slice(0, -1));
        else
            files.push(file);
    }
    return { files, folders };
}
/**
 * The paths (relative to the root) of the files git tracks that match `pathspecs` (none: all), as
 * its index has them (some may be gone from the disk), or undefined when git cannot say. Reads the
 * index only: no folder is walked, no file looked at.
 */
async function trackedFiles(root, pathspecs, env, signal) {
    if (!(await hasOwnRepository(root)))
        return undefined;
    const specs = pathspecs.length > 0 ? ["--", ...pathspecs] : [];
    const listed = await gitOutput(root, ["ls-files", "-z", "--cached", ...specs], env, signal);
    return listed.ok ? listed.value.split("\0").filter((file) => file !== "") : undefined;
}
/**
 * The pathspec of one folder (absolute, inside `root`; none for the root itself). With the
 * trailing "/", git reads only that folder: without it, "pkg-1" would have it look through
 * "pkg-10" and "pkg-11" too.
 */
function folderPathspec(root, folder) {
    const rel = external_node_path_default().relative(root, folder).split((external_node_path_default()).sep).join("/");
    return rel === "" ? [] : [`:(literal)${rel}/`];
}
/**
 * Answers "is this path a regular file reached through real folders only?" for paths below a
 * folder already known to be real (the jail resolved it), looking at each folder once.
 * Synchronous on purpose: thousands of small system calls are several times faster so.
 */
class PlainFiles {
    base;
    folders = new Map();
    /** `base`: a real folder (absolute, no symlink in it). */
    constructor(base) {
        this.base = base;
        this.folders.set("", true);
    }
    /** `relative`: "/"-separated, below `base`. */
    isPlainFile(relative) {
        if (!workspace_git_isInside(relative))
            return false;
        const slash = relative.lastIndexOf("/");
        if (!this.isRealFolder(slash < 0 ? "" : relative.slice(0, slash)))
            return false;
        return (0,external_node_fs_namespaceObject.lstatSync)(external_node_path_default().join(this.base, relative), { throwIfNoEntry: false })?.isFile() === true;
    }
    /** `folder`: "/"-separated, below `base` ("" for `base` itself). */
    isRealFolder(folder) {
        let known = this.folders.get(folder);
        if (known === undefined && folder !== "" && !workspace_git_isInside(folder))
            known = false;
        if (known === undefined) {
            const slash = folder.lastIndexOf("/");
            known =
                this.isRealFolder(slash < 0 ? "" : folder.slice(0, slash)) &&
                    (0,external_node_fs_namespaceObject.lstatSync)(external_node_path_default().join(this.base, folder), { throwIfNoEntry: false })?.isDirectory() === true;
            this.folders.set(folder, known);
        }
        return known;
    }
}
/**
 * Whether a "/"-separated path from a listing names something below the folder: the agent writes
 * every byte of .git/index, and a listed "../x" (or "a//b", "./a") is nobody's file in it.
 */
function workspace_git_isInside(relative) {
    return relative.split("/").every((part) => part !== "" && part !== "." && part !== "..");
}

;// CONCATENATED MODULE: ./src/tools/find-files.ts






/** A glob as tinyglobby reads it: without a trailing "/", normalised ("./a" is "a"). */
const normalise = (pattern) => external_node_path_default().posix.normalize(pattern.endsWith("/") ? pattern.slice(0, -1) : pattern);
/** The matcher of a glob as tinyglobby applies it: relative paths, dot files included. */
function globMatcher(pattern) {
    return picomatch_default()(normalise(pattern), { dot: true, posix: true });
}
/** The folder a glob starts in, before its first wildcard ("src/a" of "src/a/**\/*.ts"), or "". */
function staticFolder(pattern) {
    const scanned = picomatch_default().scan(normalise(pattern));
    // Without a wildcard, the whole pattern is one path: its folder is the one to read.
    const base = scanned.isGlob ? scanned.base : external_node_path_default().posix.dirname(scanned.base);
    // An escaped character or a way up: the folder would have to be read as a glob. Start at the top.
    return base === "." || base.includes("\\") || base.split("/").includes("..") ? "" : base;
}
/** A relative path with "/" between its parts, as git and the matchers write it. */
const toPosix = (p) => p.split((external_node_path_default()).sep).join("/");
/** True when a "/"-separated path has a `.git` component (git lists none; a walk skips them). */
const inGitFolder = (file) => file === ".git" || file.startsWith(".git/") || file.includes("/.git/") || file.endsWith("/.git");
/**
 * True when a folder between the root (excluded) and `folder` (included) holds a `.git` of its
 * own: `folder` is inside a nested repository or a submodule, which the root's git does not list.
 */
function insideNestedRepository(root, folder) {
    const rel = external_node_path_default().relative(root, folder);
    if (rel === "")
        return false;
    let at = root;
    for (const part of rel.split((external_node_path_default()).sep)) {
        at = external_node_path_default().join(at, part);
        if ((0,external_node_fs_namespaceObject.lstatSync)(external_node_path_default().join(at, ".git"), { throwIfNoEntry: false }))
            return true;
    }
    return false;
}
/**
 * Files under `options.cwd` whose path from there matches the glob `pattern`. A pattern with `**`
 * can match at any depth: git lists the files (below the folder the pattern starts in). One
 * without reaches a few levels down at most, and a walk reads only the folders it can match in,
 * which is quicker than any listing of a large tree; git's index then adds the tracked files
 * among them that a `.gitignore` rule matches (git ignores untracked files only).
 */
async function findFiles(root, pattern, options) {
    const plain = new PlainFiles(root);
    const isPlainFile = (relative) => plain.isPlainFile(relative);
    const rules = new IgnoreRules(root, { gitignore: !options.includeIgnored });
    const walk = async (folder, globbed) => (await listFiles(rules, globbed, { cwd: folder, signal: options.signal })).map((file) => toPosix(external_node_path_default().relative(root, file)));
    const scope = toPosix(external_node_path_default().relative(root, options.cwd));
    const prefix = scope === "" ? "" : `${scope}/`;
    const fromScope = (file) => file.startsWith(prefix) ? file.slice(prefix.length) : undefined;
    const matches = globMatcher(pattern);
    const start = external_node_path_default().join(options.cwd, staticFolder(pattern));
    const own = !insideNestedRepository(root, start) && (await hasOwnRepository(root));
    if (own && !normalise(pattern).includes("**")) {
        const [walked, tracked] = await Promise.all([
            walk(options.cwd, pattern),
            options.includeIgnored
                ? undefined
                : trackedFiles(root, globPathspecs(scope, normalise(pattern)) ?? folderPathspec(root, start), options.env, options.signal),
        ]);
        const paths = new Set(walked);
        for (const file of tracked ?? []) {
            if (paths.has(file) || inGitFolder(file))
                continue;
            const below = fromScope(file);
            if (below !== undefined && matches(below) && plain.isPlainFile(file))
                paths.add(file);
        }
        return { paths: [...paths].sort(), isPlainFile };
    }
    const listing = own ? await listWithGit(root, start, options) : undefined;
    if (options.signal?.aborted)
        return { paths: [], isPlainFile };
    if (!listing)
        return { paths: (await walk(options.cwd, pattern)).sort(), isPlainFile };
    const paths = listing.files.filter((file) => {
        const below = fromScope(file);
        return below !== undefined && matches(below) && !inGitFolder(file);
    });
    for (const folder of listing.folders) {
        if (fromScope(`${folder}/`) === undefined || !plain.isRealFolder(folder))
            continue;
        for (const file of await walk(external_node_path_default().join(root, folder), "**/*")) {
            const below = fromScope(file);
            if (below !== undefined && matches(below))
                paths.push(file);
        }
    }
    // git's order is already nearly this one (the index is sorted): the sort has little to do.
    return { paths: (listing.folders.length > 0 ? [...new Set(paths)] : paths).sort(), isPlainFile };
}

;// CONCATENATED MODULE: ./src/tools/glob.ts




/** Paths listed at most; more means the pattern should be narrowed. */
const MAX_GLOB_RESULTS = 200;
const GlobParams = Type.Object({
    pattern: Type.String({
        minLength: 1,
        description: 'Glob relative to `path`, e.g. "**/*.ts", "src/**/test_*.py", "*.{json,yml}".',
    }),
    path: Type.Optional(Type.String({ description: "Folder to search from; default the workspace root." })),
}, { additionalProperties: false });
/** Why a pattern cannot be used, or undefined: it must stay below the folder it starts from. */
function badPattern(pattern) {
    if (pattern.startsWith("/"))
        return "the pattern must be relative (put the folder in `path`)";
    if (pattern.split("/").includes(".."))
        return 'the pattern must not contain ".." (put the folder in `path`)';
    return undefined;
}
function createGlobTool(workspace, options = {}) {
    const env = options.env ?? { PATH: process.env.PATH };
    return {
        name: "glob",
        description: "List files whose path matches a glob, skipping .git/ and what .gitignore ignores (unless `path` itself " +
            "is ignored, like node_modules/some-lib). `*` stays in one " +
            'folder, `**` crosses folders ("*.ts" matches only in `path` itself; "**/*.ts" at any depth); braces ' +
            `work. Paths come relative to the workspace root, sorted, at most ${MAX_GLOB_RESULTS}; a note says when ` +
            "there are more.",
        parameters: GlobParams,
        readOnly: true,
        async execute(args, { signal }) {
            const problem = badPattern(args.pattern);
            if (problem)
                return { isError: true, content: `Error: ${problem}; got ${JSON.stringify(args.pattern)}.` };
            const resolved = await workspace.resolveInside(args.path ?? ".");
            if (!resolved.ok)
                return { isError: true, content: `Error: ${resolved.error}.` };
            const where = resolved.value;
            const info = await (0,external_node_fs_promises_namespaceObject.stat)(where.path).catch(() => undefined);
            if (!info?.isDirectory()) {
                return {
                    isError: true,
                    content: `Error: ${where.relative} is not a folder${info ? "" : " (it does not exist)"}.`,
                };
            }
            // A folder git ignores (node_modules/some-lib) is listed when asked for by name.
            const ignored = new IgnoreRules(workspace.root).ignores(where.path, true);
            const found = await findFiles(workspace.root, args.pattern, {
                cwd: where.path,
                includeIgnored: ignored,
                env,
                signal,
            });
            // Only the paths shown are looked at on disk: the rest are counted as git lists them.
            const shown = [];
            let next = 0;
            for (; next < found.paths.length && shown.length < MAX_GLOB_RESULTS; next++) {
                const file = found.paths[next];
                if (found.isPlainFile(file))
                    shown.push(file);
            }
            const total = shown.length + found.paths.length - next;
            if (total === 0)
                return { content: `No files match ${args.pattern} in ${where.relative}.` };
            const more = total > shown.length
                ? `\n[Showing ${shown.length} of ${total} paths. Narrow the pattern or the path.]`
                : "";
            return { content: shown.join("\n") + more };
        },
    };
}

;// CONCATENATED MODULE: ./src/tools/grep-backends.ts













/** A search stops waiting for its program after this long and reports what it found. */
const SEARCH_TIMEOUT_MS = 30_000;
/** Bytes of stderr kept from a search program, for its error message. */
const SEARCH_CAPTURE_BYTES = 64 * 1024;
/** Characters of a matching line kept in memory (the tool shows fewer). */
const MAX_KEPT_LINE_CHARS = 1000;
const keepShort = (match) => match.text.length > MAX_KEPT_LINE_CHARS
    ? { ...match, text: clip(match.text, MAX_KEPT_LINE_CHARS + 1, { marker: () => "" }) }
    : match;
/**
 * Runs a search program in the workspace root and parses its output record by record (records
 * end with "\n"), stopping it once `limit + 1` matches are in.
 */
async function runSearch(argv, env, query, where, parse) {
    const enough = new AbortController();
    const matches = [];
    const decoder = new external_node_string_decoder_namespaceObject.StringDecoder("utf8");
    let partial = "";
    const result = await runSearchProgram(argv, {
        cwd: where.workspace.root,
        env,
        timeoutMs: SEARCH_TIMEOUT_MS,
        signal: AbortSignal.any([query.signal, enough.signal]),
        stderrBytes: SEARCH_CAPTURE_BYTES,
        onStdout: (chunk) => {
            if (enough.signal.aborted)
                return;
            const text = decoder.write(chunk);
            // Only split when a record ends here: a huge minified line arrives in many chunks.
            if (!text.includes("\n")) {
                partial += text;
                return;
            }
            const records = (partial + text).split("\n");
            partial = records.pop() ?? "";
            for (const record of records) {
                const match = parse(record);
                if (match)
                    matches.push(keepShort(match));
                if (matches.length > query.limit) {
                    enough.abort();
                    return;
                }
            }
        },
    });
    if (!enough.signal.aborted && partial !== "") {
        const match = parse(partial + decoder.end());
        if (match)
            matches.push(keepShort(match));
    }
    return {
        matches: matches.slice(0, query.limit),
        more: matches.length > query.limit || result.ending === "timeout",
        exitCode: result.ending === "exited" ? result.exitCode : null,
        stderr: result.stderr,
        failed: result.ending === "failed" ? result.error : undefined,
    };
}
/** ripgrep: the fastest, and it honours `.gitignore` on its own. */
const ripgrep = async (query, where) => {
    const rel = external_node_path_default().relative(where.workspace.root, query.target);
    const argv = [
        "rg",
        "--no-config",
        "--line-number",
        "--no-heading",
        "--with-filename",
        "--null",
        "--color=never",
    ];
    argv.push("--hidden", "--glob=!.git", "--no-require-git", "--sort=path");
    if (query.noIgnore)
        argv.push("--no-ignore");
    // rg matches globs with a slash against the path from its working folder: anchor them at `target`.
    if (query.glob && !query.targetIsFile) {
        const anchored = query.glob.includes("/") && rel !== "" ? `${escapeGlob(toPosix(rel))}/${query.glob}` : query.glob;
        argv.push(`--glob=${anchored}`);
    }
    argv.push("-e", query.pattern, "--");
    if (rel !== "")
        argv.push(rel);
    // rg's --glob overrides .gitignore (a matching ignored file is searched): filter those out again.
    const rules = query.glob && !query.noIgnore ? new IgnoreRules(where.workspace.root) : undefined;
    const run = await runSearch(argv, where.env, query, where, (record) => {
        const nul = record.indexOf("\0");
        const colon = record.indexOf(":", nul + 1);
        if (nul === -1 || colon === -1)
            return undefined;
        const file = toPosix(record.slice(0, nul)).replace(/^\.\//, "");
        if (rules?.ignores(external_node_path_default().join(where.workspace.root, file), false))
            return undefined;
        return { file, line: Number(record.slice(nul + 1, colon)), text: record.slice(colon + 1) };
    });
    if (run.failed)
        return fail(run.failed, { unavailable: true });
    if (run.exitCode === 2 && run.matches.length === 0)
        return fail(run.stderr || "ripgrep failed");
    return ok({ matches: run.matches, more: run.more });
};
function pathspecs(query, root) {
    const rel = toPosix(external_node_path_default().relative(root, query.target));
    if (query.targetIsFile)
        return [`:(literal)${rel}`];
    // The trailing "/" keeps git to that folder ("pkg-1" would have it look through "pkg-10" too).
    if (!query.glob)
        return rel === "" ? [] : [`:(literal)${rel}/`];
    const prefix = rel === "" ? "" : `${escapeGlob(rel)}/`;
    return expandBraces(query.glob).map((g) => `:(glob)${prefix}${g.includes("/") ? g : `**/${g}`}`);
}
/** Options of every `git grep`: line numbers, NUL-separated fields, no binary files, no converters. */
const GIT_GREP_FLAGS = ["grep", "-n", "-I", "-z", "--no-color", "--no-textconv", "--no-recurse-submodules"];
/** Bytes of untracked paths given to one `git grep` (the kernel caps a command line near 2 MB). */
const MAX_PATHSPEC_BYTES = 256 * 1024;
/** Why a `git grep` run found nothing usable, or undefined when it ran. */
function gitFailure(run) {
    if (run.failed)
        return fail(run.failed, { unavailable: true });
    if (run.exitCode !== null && run.exitCode > 1 && run.matches.length === 0) {
        if (NOT_A_REPOSITORY.test(run.stderr))
            return fail(run.stderr, { unavailable: true });
        return fail(run.stderr.replace(/^fatal: /, "") || `git grep exited with ${run.exitCode}`);
    }
    return undefined;
}
/** `paths` as literal pathspecs, in groups small enough for one command line each. */
function literalGroups(paths) {
    const groups = [];
    let group = [];
    let bytes = 0;
    for (const file of paths) {
        const spec = `:(literal)${file}`;
        if (group.length > 0 && bytes + spec.length > MAX_PATHSPEC_BYTES) {
            groups.push(group);
            group = [];
            bytes = 0;
        }
        group.push(spec);
        bytes += spec.length + 1;
    }
    if (group.length > 0)
        groups.push(group);
    return groups;
}
/** Matches of two searches, each sorted by path, merged into one sorted list. */
function mergeByPath(a, b) {
    // Stable: the lines of one file (found by one search) stay in their order.
    return [...a, ...b].sort((x, y) => (x.file < y.file ? -1 : x.file > y.file ? 1 : 0));
}
/**
 * `git grep` over the workspace's own repository (see workspace-git.ts for how its config is kept
 * from running anything): tracked files, and untracked ones `.gitignore` does not ignore. The
 * tracked files are searched from the index while git lists the untracked ones (one walk of the
 * folders instead of `--untracked`'s, beside the search), which are then searched by name. git
 * reads a tracked path through whatever folder is there now; a match in a file below a symlink (a
 * tracked folder the agent swapped for a link out of the workspace) is dropped.
 */
const gitGrep = async (query, where) => {
    const root = where.workspace.root;
    if (!(await hasOwnRepository(root)))
        return fail("not a git work tree", { unavailable: true });
    const plain = new PlainFiles(root);
    const checked = new Map();
    const parse = (record) => {
        const [name, line, ...text] = record.split("\0");
        if (name === undefined || line === undefined)
            return undefined;
        const file = name.replace(/^\.\//, "");
        let inside = checked.get(file);
        if (inside === undefined) {
            inside = plain.isPlainFile(file);
            checked.set(file, inside);
        }
        return inside ? { file, line: Number(line), text: text.join("\0") } : undefined;
    };
    const specs = pathspecs(query, root);
    const env = workspaceGitEnv(where.env);
    const grep = (dialect, extra, paths, limit = query.limit) => runSearch(workspaceGitArgv(root, [...GIT_GREP_FLAGS, ...extra, dialect, "-e", query.pattern, "--", ...paths]), env, { ...query, limit }, where, parse);
    // Inside an ignored folder everything is searched: one walk with `--untracked` does it.
    const untracked = query.noIgnore
        ? undefined
        : gitOutput(root, ["ls-files", "-z", "--others", "--exclude-standard", "--", ...specs], where.env, query.signal);
    let dialect = "-P";
    let tracked = await grep(dialect, query.noIgnore ? ["--untracked", "--no-exclude-standard"] : [], specs);
    // Perl syntax (\d, \b, lookarounds) where git has it, extended POSIX where it does not.
    if (/perl|pcre/i.test(tracked.stderr) && tracked.exitCode === 128) {
        dialect = "-E";
        tracked = await grep(dialect, query.noIgnore ? ["--untracked", "--no-exclude-standard"] : [], specs);
    }
    const failure = gitFailure(tracked);
    if (failure)
        return failure;
    if (!untracked)
        return ok({ matches: tracked.matches, more: tracked.more });
    const listed = await untracked;
    if (!listed.ok) {
        // Stopped (the call was cancelled): what the tracked files gave is all there is.
        if (query.signal.aborted)
            return ok({ matches: tracked.matches, more: true });
        return fail(`git ls-files failed: ${listed.error}`);
    }
    // A folder holding its own repository comes as "folder/": git grep does not enter it either.
    const files = listed.value.split("\0").filter((file) => file !== "" && !file.endsWith("/"));
    const found = [];
    let more = false;
    for (const group of literalGroups(files)) {
        if (query.signal.aborted)
            break;
        const run = await grep(dialect, ["--no-index"], group, query.limit - found.length);
        const failed = gitFailure(run);
        if (failed)
            return failed;
        found.push(...run.matches);
        if (run.more) {
            more = true;
            break;
        }
    }
    const merged = mergeByPath(tracked.matches, found);
    return ok({
        matches: merged.slice(0, query.limit),
        more: tracked.more || more || merged.length > query.limit,
    });
};
/** A JavaScript RegExp for the pattern; a leading `(?i)`, which JavaScript lacks, becomes the `i` flag. */
function compilePattern(pattern) {
    const insensitive = pattern.startsWith("(?i)");
    try {
        return new RegExp(insensitive ? pattern.slice(4) : pattern, insensitive ? "i" : "");
    }
    catch (error) {
        return error.message;
    }
}
/** Files the walk reads between two turns of the event loop. */
const WALK_BATCH = 64;
/**
 * A file's content, opened without following a symlink in its last step; undefined when it is
 * not a regular file or cannot be read. Synchronous: for tens of thousands of small files, a
 * system call each is many times faster so than through the thread pool.
 */
function readPlain(file) {
    let fd;
    try {
        fd = (0,external_node_fs_namespaceObject.openSync)(file, external_node_fs_namespaceObject.constants.O_RDONLY | external_node_fs_namespaceObject.constants.O_NOFOLLOW | external_node_fs_namespaceObject.constants.O_NONBLOCK);
    }
    catch {
        return undefined;
    }
    try {
        return (0,external_node_fs_namespaceObject.fstatSync)(fd).isFile() ? (0,external_node_fs_namespaceObject.readFileSync)(fd) : undefined;
    }
    catch {
        return undefined;
    }
    finally {
        (0,external_node_fs_namespaceObject.closeSync)(fd);
    }
}
/**
 * A search in this process: works everywhere, honours `.gitignore` like the others. The files
 * come from git's listing where the workspace is a git work tree, else from a walk.
 */
const walkGrep = async (query, where) => {
    const regex = compilePattern(query.pattern);
    if (typeof regex === "string")
        return fail(regex);
    const root = where.workspace.root;
    const files = query.targetIsFile
        ? [where.workspace.display(query.target)]
        : (await findFiles(root, query.glob ? (query.glob.includes("/") ? query.glob : `**/${query.glob}`) : "**/*", {
            cwd: query.target,
            includeIgnored: query.noIgnore ?? false,
            env: where.env,
            signal: query.signal,
        })).paths;
    // The last step is checked as the file is opened; the folders on the way, here.
    const plain = new PlainFiles(root);
    const matches = [];
    for (const [i, file] of files.entries()) {
        if (i % WALK_BATCH === 0 && i > 0) {
            // Other tool calls of the step run meanwhile; a cancelled call stops here.
            await (0,promises_namespaceObject.setImmediate)();
            if (query.signal.aborted)
                break;
        }
        const slash = file.lastIndexOf("/");
        if (!plain.isRealFolder(slash < 0 ? "" : file.slice(0, slash)))
            continue;
        const content = readPlain(external_node_path_default().join(root, file));
        if (!content || content.subarray(0, BINARY_PROBE_BYTES).includes(0))
            continue;
        const lines = content.toString("utf8").split("\n");
        for (let n = 0; n < lines.length; n++) {
            const line = lines[n] ?? "";
            if (!regex.test(line))
                continue;
            matches.push(keepShort({ file, line: n + 1, text: line.endsWith("\r") ? line.slice(0, -1) : line }));
            if (matches.length > query.limit)
                return ok({ matches: matches.slice(0, query.limit), more: true });
        }
    }
    return ok({ matches, more: false });
};
/** True when `name` is an executable file on the PATH of `env`. */
async function onPath(name, env) {
    for (const folder of (env.PATH ?? "").split((external_node_path_default()).delimiter)) {
        if (folder === "")
            continue;
        try {
            await (0,external_node_fs_promises_namespaceObject.access)(external_node_path_default().join(folder, name), external_node_fs_namespaceObject.constants.X_OK);
            return true;
        }
        catch {
            // Not in this folder.
        }
    }
    return false;
}
const GREP_BACKENDS = {
    rg: ripgrep,
    git: gitGrep,
    walk: walkGrep,
};

;// CONCATENATED MODULE: ./src/tools/grep.ts








/** Matches shown at most; more means the search should be narrowed. */
const MAX_GREP_MATCHES = 100;
/** Characters of a matching line shown. */
const MAX_MATCH_LINE_CHARS = 300;
/** Byte cap of the whole result, whatever the lines hold. */
const MAX_GREP_BYTES = 32 * 1024;
/** Tried in this order; one that is unavailable (no rg, not a git work tree) passes to the next. */
const DEFAULT_GREP_BACKENDS = ["rg", "git", "walk"];
/** Runs the query on the first backend that is available. */
async function searchWorkspace(query, where, backends = DEFAULT_GREP_BACKENDS) {
    let last = fail("no search backend is available");
    for (const name of backends) {
        if (name === "rg" && !(await onPath("rg", where.env)))
            continue;
        last = await GREP_BACKENDS[name](query, where);
        if (last.ok || !last.unavailable)
            return { ...last, backend: name };
    }
    return last;
}
/** A matching line as shown: without its carriage return, cut after MAX_MATCH_LINE_CHARS with `…`. */
const shownLine = (text) => clip(text.endsWith("\r") ? text.slice(0, -1) : text, MAX_MATCH_LINE_CHARS + 1);
const GrepParams = Type.Object({
    pattern: Type.String({
        minLength: 1,
        description: "Regular expression (Perl-like: \\d, \\b, (?i) work).",
    }),
    path: Type.Optional(Type.String({ description: "File or folder to search; default the workspace root." })),
    glob: Type.Optional(Type.String({
        description: 'Only files matching this glob: "*.ts" (names, any depth) or "src/**/*.test.ts".',
    })),
}, { additionalProperties: false });
function createGrepTool(workspace, options) {
    return {
        name: "grep",
        description: "Search file contents for a regular expression, line by line. Skips binary files and what .gitignore " +
            'ignores, unless `path` itself is ignored (node_modules/some-lib is then searched). `glob` without "/" ' +
            'matches file names at any depth ("*.ts"), with "/" paths below `path` ("src/**/*.test.ts"). Returns up ' +
            `to ${MAX_GREP_MATCHES} matches as \`path:line:text\` (paths from the workspace root, lines cut at ` +
            `${MAX_MATCH_LINE_CHARS} characters), sorted by path; a note says when there are more: then narrow with ` +
            "path, glob or a more specific pattern.",
        parameters: GrepParams,
        readOnly: true,
        async execute(args, { signal }) {
            const resolved = await workspace.resolveInside(args.path ?? ".");
            if (!resolved.ok)
                return { isError: true, content: `Error: ${resolved.error}.` };
            const where = resolved.value;
            const info = await (0,external_node_fs_promises_namespaceObject.stat)(where.path).catch(() => undefined);
            if (!info) {
                const hint = await didYouMean(workspace, where.path);
                return { isError: true, content: `Error: ${where.relative} does not exist.${hint}` };
            }
            const query = {
                pattern: args.pattern,
                target: where.path,
                targetIsFile: info.isFile(),
                glob: args.glob || undefined,
                noIgnore: new IgnoreRules(workspace.root).ignores(where.path, info.isDirectory()),
                limit: MAX_GREP_MATCHES,
                signal,
            };
            const found = await searchWorkspace(query, { workspace, env: options.env }, options.backends);
            if (!found.ok)
                return { isError: true, content: `Error: grep failed: ${found.error}` };
            const scope = `${where.relative}${args.glob ? ` (files matching ${args.glob})` : ""}`;
            const { matches, more: pastLimit } = found.value;
            if (matches.length === 0 && pastLimit) {
                return {
                    isError: true,
                    content: `Error: the search of ${scope} timed out; narrow it with path or glob.`,
                };
            }
            if (matches.length === 0)
                return { content: `No matches for ${args.pattern} in ${scope}.` };
            const lines = matches.map((m) => `${m.file}:${m.line}:${shownLine(m.text)}`);
            const body = truncateText(lines.join("\n"), { maxBytes: MAX_GREP_BYTES }).text;
            const more = pastLimit
                ? `\n[Showing the first ${matches.length} matches; there are more. Narrow the search with path, glob or a more specific pattern.]`
                : "";
            return { content: body + more };
        },
    };
}

;// CONCATENATED MODULE: ./src/tools/jail.ts




/** Symlink hops followed before a path is refused as a loop (Linux stops at 40 too). */
const MAX_SYMLINK_HOPS = 40;
function jail_isInside(base, target) {
    const rel = external_node_path_default().relative(base, target);
    return rel === "" || (rel !== ".." && !rel.startsWith(`..${(external_node_path_default()).sep}`) && !external_node_path_default().isAbsolute(rel));
}
/** Like `realpath`, but a missing tail is allowed: existing ancestors are resolved, the rest appended. */
async function realpathAllowMissing(target, hops = 0) {
    try {
        return await (0,external_node_fs_promises_namespaceObject.realpath)(target);
    }
    catch (error) {
        const code = error.code;
        if (code !== "ENOENT" && code !== "ENOTDIR")
            throw error;
    }
    // A dangling symlink must be followed by hand: writing through it would create its target.
    const stats = await (0,external_node_fs_promises_namespaceObject.lstat)(target).catch(() => undefined);
    if (stats?.isSymbolicLink()) {
        if (hops >= MAX_SYMLINK_HOPS)
            throw new Error("too many levels of symbolic links");
        const link = await (0,external_node_fs_promises_namespaceObject.readlink)(target);
        return realpathAllowMissing(external_node_path_default().resolve(external_node_path_default().dirname(target), link), hops + 1);
    }
    const parent = external_node_path_default().dirname(target);
    if (parent === target)
        return target;
    return external_node_path_default().join(await realpathAllowMissing(parent, hops), external_node_path_default().basename(target));
}
/**
 * The workspace jail. Paths may be relative to `root` or absolute inside it; `..`, absolute
 * paths elsewhere and symlinks that lead out are refused, and with `forWrite` so is anything
 * inside `.git/` (the repository's own data, hooks and credentials are not the agent's to edit).
 * Throws only when `root` itself does not exist.
 */
function createWorkspace(root) {
    const given = external_node_path_default().resolve(root);
    const real = (0,external_node_fs_namespaceObject.realpathSync)(given);
    const display = (absolute) => external_node_path_default().relative(real, absolute).split((external_node_path_default()).sep).join("/") || ".";
    async function resolveInside(input, options = {}) {
        if (typeof input !== "string" || input.trim() === "")
            return fail("the path is empty");
        if (input.includes("\0"))
            return fail(`the path ${JSON.stringify(input)} contains a NUL byte`);
        const absolute = external_node_path_default().resolve(real, input);
        // An absolute path may name the root as it was given (before its own symlinks were followed).
        const lexical = jail_isInside(real, absolute)
            ? absolute
            : jail_isInside(given, absolute)
                ? external_node_path_default().join(real, external_node_path_default().relative(given, absolute))
                : undefined;
        if (lexical === undefined)
            return fail(`${input} is outside the workspace (${real}); use a path inside it, relative to its root`);
        let resolved;
        try {
            resolved = await realpathAllowMissing(lexical);
        }
        catch (error) {
            return fail(`cannot resolve ${input}: ${error.message}`);
        }
        if (!jail_isInside(real, resolved))
            return fail(`${input} leads outside the workspace through a symlink (to ${resolved}); such paths are refused`);
        const relative = display(resolved);
        if (options.forWrite && relative.split("/").includes(".git"))
            return fail(`${input} is inside .git/, which the file tools never write; use git commands through bash instead`);
        return ok({ path: resolved, relative });
    }
    return { root: real, resolveInside, display };
}

;// CONCATENATED MODULE: ./src/tools/write-file.ts




const WriteFileParams = Type.Object({
    path: Type.String({ minLength: 1, description: "File path, relative to the workspace root." }),
    content: Type.String({ description: "The whole new content of the file." }),
}, { additionalProperties: false });
/**
 * Opens an existing file, or creates it (and its folders), without following symlinks. Whether
 * it existed decides "Created" or "Overwrote". Never throws: a failure is a sentence.
 */
async function openForWrite(root, relative) {
    // O_NONBLOCK: a FIFO must not hang the call; it is refused as not a regular file.
    const flags = external_node_fs_namespaceObject.constants.O_WRONLY | external_node_fs_namespaceObject.constants.O_NONBLOCK;
    try {
        return { handle: await openInside(root, relative, { flags, createParents: true }), existed: true };
    }
    catch (error) {
        const code = error.code;
        if (code === "EISDIR")
            return { error: `${relative} is a folder; give a file path` };
        if (code !== "ENOENT")
            return { error: `cannot write ${relative}: ${openFailure(error)}` };
    }
    try {
        const created = external_node_fs_namespaceObject.constants.O_CREAT | external_node_fs_namespaceObject.constants.O_EXCL;
        return {
            handle: await openInside(root, relative, { flags: flags | created, mode: 0o666, createParents: true }),
            existed: false,
        };
    }
    catch (error) {
        return { error: `cannot write ${relative}: ${openFailure(error)}` };
    }
}
function createWriteFileTool(workspace) {
    return {
        name: "write_file",
        description: "Create a file, or overwrite one, with `content` (the whole file). Missing parent folders are created. " +
            "Paths stay inside the workspace and never inside .git/. To change part of an existing file, prefer edit_file.",
        parameters: WriteFileParams,
        readOnly: false,
        async execute(args) {
            const resolved = await workspace.resolveInside(args.path, { forWrite: true });
            if (!resolved.ok)
                return { isError: true, content: `Error: ${resolved.error}.` };
            const where = resolved.value;
            const opened = await openForWrite(workspace.root, where.relative);
            if ("error" in opened)
                return { isError: true, content: `Error: ${opened.error}.` };
            try {
                if (!(await opened.handle.stat()).isFile())
                    return { isError: true, content: `Error: ${where.relative} is not a regular file.` };
                await replaceContent(opened.handle, Buffer.from(args.content, "utf8"));
            }
            finally {
                await opened.handle.close();
            }
            const before = opened.existed;
            const bytes = Buffer.byteLength(args.content, "utf8");
            const verb = before ? "Overwrote" : "Created";
            const lines = countLines(args.content);
            return {
                content: `${verb} ${where.relative}: ${bytes} bytes, ${lines} ${lines === 1 ? "line" : "lines"}.`,
            };
        },
    };
}

;// CONCATENATED MODULE: external "node:os"
const external_node_os_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");
;// CONCATENATED MODULE: ./src/tools/env.ts



/**
 * The environment of the agent's commands is built from an allowlist (DESIGN section 4a): a job's
 * NPM_TOKEN or AWS_SECRET_ACCESS_KEY, the runner's file-command paths and its own tokens never
 * reach a command unless the workflow names them in `allowed-env`, and some not even then.
 */
/**
 * Variables every command gets from the job's environment when they are set: the shell's basics
 * and the non-secret descriptors of the run. HOME and TMPDIR pass as the caller set them in the
 * base environment: the sandbox replaces both with a private pair, and without the sandbox the
 * action gives the base a private pair of its own.
 */
const ALLOWED_NAMES = (/* unused pure expression or super */ null && ([
    "PATH",
    "HOME",
    "TMPDIR",
    "LANG",
    "TZ",
    "TERM",
    "CI",
    "GITHUB_ACTIONS",
    "GITHUB_REPOSITORY",
    "GITHUB_REF",
    "GITHUB_SHA",
    "GITHUB_WORKSPACE",
    "GITHUB_SERVER_URL",
    "GITHUB_API_URL",
    "GITHUB_RUN_ID",
    "GITHUB_RUN_NUMBER",
    "GITHUB_ACTOR",
    "GITHUB_EVENT_NAME",
    "RUNNER_OS",
    "RUNNER_ARCH",
]));
/** Prefixes of variables that always pass: the locale's categories (LC_ALL, LC_CTYPE, ...). */
const ALLOWED_PREFIXES = (/* unused pure expression or super */ null && (["LC_"]));
/** Variables never passed, even when `allowed-env` names them: the GitHub token and the model keys. */
const SECRET_NAMES = (/* unused pure expression or super */ null && ([
    "GITHUB_TOKEN",
    "GH_TOKEN",
    "GH_ENTERPRISE_TOKEN",
    "GITHUB_ENTERPRISE_TOKEN",
    "ANTHROPIC_API_KEY",
    "ANTHROPIC_AUTH_TOKEN",
    "OPENAI_API_KEY",
]));
/**
 * Never passed either: the files through which a step talks to the runner. A command that knew
 * them could set the action's outputs or plant variables (NODE_OPTIONS) for the job's later steps.
 */
const RUNNER_FILE_NAMES = (/* unused pure expression or super */ null && ([
    "GITHUB_ENV",
    "GITHUB_PATH",
    "GITHUB_OUTPUT",
    "GITHUB_STATE",
    "GITHUB_STEP_SUMMARY",
]));
/** Prefixes never passed: the runner's own tokens and URLs, and every action input. */
const SECRET_PREFIXES = (/* unused pure expression or super */ null && (["ACTIONS_", "INPUT_"]));
/**
 * A registered secret shorter than this is only matched as a whole value, not inside other
 * values: a two-letter "secret" would otherwise withhold half the environment.
 */
const MIN_CONTAINED_SECRET_LENGTH = 6;
/** What a shell variable name looks like; `allowed-env` accepts nothing else. */
const VARIABLE_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
function isNeverPassed(name, extraNames) {
    if (extraNames.has(name) || SECRET_NAMES.includes(name) || RUNNER_FILE_NAMES.includes(name))
        return true;
    return SECRET_PREFIXES.some((prefix) => name.toUpperCase().startsWith(prefix));
}
function secretMatcher(secrets = []) {
    const real = secrets.filter((s) => s.trim() !== "");
    return (value) => real.some((s) => value === s || (s.length >= MIN_CONTAINED_SECRET_LENGTH && value.includes(s)));
}
/**
 * Settings every command gets on top of the allowlisted environment, so that nothing waits for
 * input that will never come: no pagers, no editors, no credential prompts, CI mode on.
 */
const COMMAND_ENV = {
    CI: "true",
    GIT_TERMINAL_PROMPT: "0",
    GIT_EDITOR: "true",
    GIT_PAGER: "cat",
    PAGER: "cat",
    MANPAGER: "cat",
    SYSTEMD_PAGER: "",
    GH_PAGER: "cat",
    GH_PROMPT_DISABLED: "1",
    DEBIAN_FRONTEND: "noninteractive",
    TERM: "dumb",
    // Background jobs are read while they run; Python would otherwise hold its output back.
    PYTHONUNBUFFERED: "1",
};
/**
 * The environment commands run with, and why any variable `options.allowed` names was withheld.
 * Only ALLOWED_NAMES, ALLOWED_PREFIXES and `options.allowed` pass from `base`; of those, secret
 * names (SECRET_NAMES, RUNNER_FILE_NAMES, SECRET_PREFIXES) and values holding a secret are still withheld; COMMAND_ENV goes on top.
 * Never throws.
 */
function commandEnvironment(base, options = {}) {
    const asked = new Set(options.allowed ?? []);
    const extra = new Set(options.extraNames ?? []);
    const leaks = secretMatcher(options.secrets);
    const env = {};
    const warnings = [];
    for (const [name, value] of Object.entries(base)) {
        if (value === undefined)
            continue;
        const listed = ALLOWED_NAMES.includes(name) || ALLOWED_PREFIXES.some((p) => name.startsWith(p));
        if (!listed && !asked.has(name))
            continue;
        if (isNeverPassed(name, extra)) {
            if (asked.has(name))
                warnings.push(`allowed-env: ${name} is withheld: it names a secret of the action`);
            continue;
        }
        if (leaks(value)) {
            if (asked.has(name))
                warnings.push(`allowed-env: ${name} is withheld: its value holds a secret`);
            continue;
        }
        env[name] = value;
    }
    return { env: { ...env, ...COMMAND_ENV }, warnings };
}
/** `commandEnvironment(base, options).env`: the environment commands run with. Never throws. */
function commandEnv(base, options = {}) {
    return commandEnvironment(base, options).env;
}
/**
 * Makes a fresh HOME (mode 0700) with a TMPDIR inside, under `parent`: with the sandbox off,
 * commands get this instead of the runner user's home, whose dotfiles (`.npmrc`, `.docker`,
 * `.git-credentials`) tools would read on their own. Throws when the folder cannot be made.
 */
async function createPrivateHome(parent = tmpdir()) {
    const home = await mkdtemp(path.join(parent, "repo-agent-home-"));
    const tmp = path.join(home, "tmp");
    await mkdir(tmp, { mode: 0o700 });
    return {
        home,
        tmpdir: tmp,
        // A HOME left behind sits in a temporary folder the runner empties after the job; failing
        // to remove it must not fail the run.
        remove: () => rm(home, { recursive: true, force: true }).catch(() => undefined),
    };
}

;// CONCATENATED MODULE: ./src/tools/index.ts








/**
 * The tools of DESIGN section 4 over one workspace, working in this process with its
 * privileges (with the sandbox on, this process is the tool host, already the sandbox user).
 * Throws only when `root` does not exist.
 */
function createCodingTools(options) {
    const workspace = createWorkspace(options.root);
    const shell = { cwd: workspace.root, env: options.env };
    const jobs = new BackgroundJobs();
    const tools = [
        createReadFileTool(workspace),
        createWriteFileTool(workspace),
        createEditFileTool(workspace),
        createBashTool(shell, jobs),
        createBashOutputTool(jobs),
        createBashKillTool(jobs),
        createGrepTool(workspace, { env: options.env, backends: options.grepBackends }),
        createGlobTool(workspace, { env: options.env }),
    ];
    return { tools, dispose: () => jobs.dispose() };
}




;// CONCATENATED MODULE: ./node_modules/@sinclair/typebox/build/esm/type/registry/format.mjs
/** A registry for user defined string formats */
const map = new Map();
/** Returns the entries in this registry */
function Entries() {
    return new Map(map);
}
/** Clears all user defined string formats */
function Clear() {
    return map.clear();
}
/** Deletes a registered format */
function Delete(format) {
    return map.delete(format);
}
/** Returns true if the user defined string format exists */
function Has(format) {
    return map.has(format);
}
/** Sets a validation function for a user defined string format */
function format_Set(format, func) {
    map.set(format, func);
}
/** Gets a validation function for a user defined string format */
function Get(format) {
    return map.get(format);
}

;// CONCATENATED MODULE: ./node_modules/@sinclair/typebox/build/esm/type/registry/type.mjs
/** A registry for user defined types */
const type_map = new Map();
/** Returns the entries in this registry */
function type_Entries() {
    return new Map(type_map);
}
/** Clears all user defined types */
function type_Clear() {
    return type_map.clear();
}
/** Deletes a registered type */
function type_Delete(kind) {
    return type_map.delete(kind);
}
/** Returns true if this registry contains this kind */
function type_Has(kind) {
    return type_map.has(kind);
}
/** Sets a validation function for a user defined type */
function type_Set(kind, func) {
    type_map.set(kind, func);
}
/** Gets a custom validation function for a user defined type */
function type_Get(kind) {
    return type_map.get(kind);
}

;// CONCATENATED MODULE: ./node_modules/@sinclair/typebox/build/esm/type/extends/extends-undefined.mjs

/** Fast undefined check used for properties of type undefined */
function extends_undefined_Intersect(schema) {
    return schema.allOf.every((schema) => ExtendsUndefinedCheck(schema));
}
function extends_undefined_Union(schema) {
    return schema.anyOf.some((schema) => ExtendsUndefinedCheck(schema));
}
function extends_undefined_Not(schema) {
    return !ExtendsUndefinedCheck(schema.not);
}
/** Fast undefined check used for properties of type undefined */
// prettier-ignore
function ExtendsUndefinedCheck(schema) {
    return (schema[Kind] === 'Intersect' ? extends_undefined_Intersect(schema) :
        schema[Kind] === 'Union' ? extends_undefined_Union(schema) :
            schema[Kind] === 'Not' ? extends_undefined_Not(schema) :
                schema[Kind] === 'Undefined' ? true :
                    false);
}

;// CONCATENATED MODULE: ./node_modules/@sinclair/typebox/build/esm/errors/function.mjs


/** Creates an error message using en-US as the default locale */
function DefaultErrorFunction(error) {
    switch (error.errorType) {
        case ValueErrorType.ArrayContains:
            return 'Expected array to contain at least one matching value';
        case ValueErrorType.ArrayMaxContains:
            return `Expected array to contain no more than ${error.schema.maxContains} matching values`;
        case ValueErrorType.ArrayMinContains:
            return `Expected array to contain at least ${error.schema.minContains} matching values`;
        case ValueErrorType.ArrayMaxItems:
            return `Expected array length to be less or equal to ${error.schema.maxItems}`;
        case ValueErrorType.ArrayMinItems:
            return `Expected array length to be greater or equal to ${error.schema.minItems}`;
        case ValueErrorType.ArrayUniqueItems:
            return 'Expected array elements to be unique';
        case ValueErrorType.Array:
            return 'Expected array';
        case ValueErrorType.AsyncIterator:
            return 'Expected AsyncIterator';
        case ValueErrorType.BigIntExclusiveMaximum:
            return `Expected bigint to be less than ${error.schema.exclusiveMaximum}`;
        case ValueErrorType.BigIntExclusiveMinimum:
            return `Expected bigint to be greater than ${error.schema.exclusiveMinimum}`;
        case ValueErrorType.BigIntMaximum:
            return `Expected bigint to be less or equal to ${error.schema.maximum}`;
        case ValueErrorType.BigIntMinimum:
            return `Expected bigint to be greater or equal to ${error.schema.minimum}`;
        case ValueErrorType.BigIntMultipleOf:
            return `Expected bigint to be a multiple of ${error.schema.multipleOf}`;
        case ValueErrorType.BigInt:
            return 'Expected bigint';
        case ValueErrorType.Boolean:
            return 'Expected boolean';
        case ValueErrorType.DateExclusiveMinimumTimestamp:
            return `Expected Date timestamp to be greater than ${error.schema.exclusiveMinimumTimestamp}`;
        case ValueErrorType.DateExclusiveMaximumTimestamp:
            return `Expected Date timestamp to be less than ${error.schema.exclusiveMaximumTimestamp}`;
        case ValueErrorType.DateMinimumTimestamp:
            return `Expected Date timestamp to be greater or equal to ${error.schema.minimumTimestamp}`;
        case ValueErrorType.DateMaximumTimestamp:
            return `Expected Date timestamp to be less or equal to ${error.schema.maximumTimestamp}`;
        case ValueErrorType.DateMultipleOfTimestamp:
            return `Expected Date timestamp to be a multiple of ${error.schema.multipleOfTimestamp}`;
        case ValueErrorType.Date:
            return 'Expected Date';
        case ValueErrorType.Function:
            return 'Expected function';
        case ValueErrorType.IntegerExclusiveMaximum:
            return `Expected integer to be less than ${error.schema.exclusiveMaximum}`;
        case ValueErrorType.IntegerExclusiveMinimum:
            return `Expected integer to be greater than ${error.schema.exclusiveMinimum}`;
        case ValueErrorType.IntegerMaximum:
            return `Expected integer to be less or equal to ${error.schema.maximum}`;
        case ValueErrorType.IntegerMinimum:
            return `Expected integer to be greater or equal to ${error.schema.minimum}`;
        case ValueErrorType.IntegerMultipleOf:
            return `Expected integer to be a multiple of ${error.schema.multipleOf}`;
        case ValueErrorType.Integer:
            return 'Expected integer';
        case ValueErrorType.IntersectUnevaluatedProperties:
            return 'Unexpected property';
        case ValueErrorType.Intersect:
            return 'Expected all values to match';
        case ValueErrorType.Iterator:
            return 'Expected Iterator';
        case ValueErrorType.Literal:
            return `Expected ${typeof error.schema.const === 'string' ? `'${error.schema.const}'` : error.schema.const}`;
        case ValueErrorType.Never:
            return 'Never';
        case ValueErrorType.Not:
            return 'Value should not match';
        case ValueErrorType.Null:
            return 'Expected null';
        case ValueErrorType.NumberExclusiveMaximum:
            return `Expected number to be less than ${error.schema.exclusiveMaximum}`;
        case ValueErrorType.NumberExclusiveMinimum:
            return `Expected number to be greater than ${error.schema.exclusiveMinimum}`;
        case ValueErrorType.NumberMaximum:
            return `Expected number to be less or equal to ${error.schema.maximum}`;
        case ValueErrorType.NumberMinimum:
            return `Expected number to be greater or equal to ${error.schema.minimum}`;
        case ValueErrorType.NumberMultipleOf:
            return `Expected number to be a multiple of ${error.schema.multipleOf}`;
        case ValueErrorType.Number:
            return 'Expected number';
        case ValueErrorType.Object:
            return 'Expected object';
        case ValueErrorType.ObjectAdditionalProperties:
            return 'Unexpected property';
        case ValueErrorType.ObjectMaxProperties:
            return `Expected object to have no more than ${error.schema.maxProperties} properties`;
        case ValueErrorType.ObjectMinProperties:
            return `Expected object to have at least ${error.schema.minProperties} properties`;
        case ValueErrorType.ObjectRequiredProperty:
            return 'Expected required property';
        case ValueErrorType.Promise:
            return 'Expected Promise';
        case ValueErrorType.RegExp:
            return 'Expected string to match regular expression';
        case ValueErrorType.StringFormatUnknown:
            return `Unknown format '${error.schema.format}'`;
        case ValueErrorType.StringFormat:
            return `Expected string to match '${error.schema.format}' format`;
        case ValueErrorType.StringMaxLength:
            return `Expected string length less or equal to ${error.schema.maxLength}`;
        case ValueErrorType.StringMinLength:
            return `Expected string length greater or equal to ${error.schema.minLength}`;
        case ValueErrorType.StringPattern:
            return `Expected string to match '${error.schema.pattern}'`;
        case ValueErrorType.String:
            return 'Expected string';
        case ValueErrorType.Symbol:
            return 'Expected symbol';
        case ValueErrorType.TupleLength:
            return `Expected tuple to have ${error.schema.maxItems || 0} elements`;
        case ValueErrorType.Tuple:
            return 'Expected tuple';
        case ValueErrorType.Uint8ArrayMaxByteLength:
            return `Expected byte length less or equal to ${error.schema.maxByteLength}`;
        case ValueErrorType.Uint8ArrayMinByteLength:
            return `Expected byte length greater or equal to ${error.schema.minByteLength}`;
        case ValueErrorType.Uint8Array:
            return 'Expected Uint8Array';
        case ValueErrorType.Undefined:
            return 'Expected undefined';
        case ValueErrorType.Union:
            return 'Expected union value';
        case ValueErrorType.Void:
            return 'Expected void';
        case ValueErrorType.Kind:
            return `Expected kind '${error.schema[Kind]}'`;
        default:
            return 'Unknown error type';
    }
}
/** Manages error message providers */
let errorFunction = DefaultErrorFunction;
/** Sets the error function used to generate error messages. */
function SetErrorFunction(callback) {
    errorFunction = callback;
}
/** Gets the error function used to generate error messages */
function GetErrorFunction() {
    return errorFunction;
}

;// CONCATENATED MODULE: ./node_modules/@sinclair/typebox/build/esm/value/deref/deref.mjs



class TypeDereferenceError extends error_TypeBoxError {
    constructor(schema) {
        super(`Unable to dereference schema with $id '${schema.$ref}'`);
        this.schema = schema;
    }
}
function Resolve(schema, references) {
    const target = references.find((target) => target.$id === schema.$ref);
    if (target === undefined)
        throw new TypeDereferenceError(schema);
    return Deref(target, references);
}
/** `[Internal]` Pushes a schema onto references if the schema has an $id and does not exist on references */
function Pushref(schema, references) {
    if (!IsString(schema.$id) || references.some((target) => target.$id === schema.$id))
        return references;
    references.push(schema);
    return references;
}
/** `[Internal]` Dereferences a schema from the references array or throws if not found */
function Deref(schema, references) {
    // prettier-ignore
    return (schema[Kind] === 'This' || schema[Kind] === 'Ref')
        ? Resolve(schema, references)
        : schema;
}

;// CONCATENATED MODULE: ./node_modules/@sinclair/typebox/build/esm/value/hash/hash.mjs


// ------------------------------------------------------------------
// Errors
// ------------------------------------------------------------------
class ValueHashError extends error_TypeBoxError {
    constructor(value) {
        super(`Unable to hash value`);
        this.value = value;
    }
}
// ------------------------------------------------------------------
// ByteMarker
// ------------------------------------------------------------------
var ByteMarker;
(function (ByteMarker) {
    ByteMarker[ByteMarker["Undefined"] = 0] = "Undefined";
    ByteMarker[ByteMarker["Null"] = 1] = "Null";
    ByteMarker[ByteMarker["Boolean"] = 2] = "Boolean";
    ByteMarker[ByteMarker["Number"] = 3] = "Number";
    ByteMarker[ByteMarker["String"] = 4] = "String";
    ByteMarker[ByteMarker["Object"] = 5] = "Object";
    ByteMarker[ByteMarker["Array"] = 6] = "Array";
    ByteMarker[ByteMarker["Date"] = 7] = "Date";
    ByteMarker[ByteMarker["Uint8Array"] = 8] = "Uint8Array";
    ByteMarker[ByteMarker["Symbol"] = 9] = "Symbol";
    ByteMarker[ByteMarker["BigInt"] = 10] = "BigInt";
})(ByteMarker || (ByteMarker = {}));
// ------------------------------------------------------------------
// State
// ------------------------------------------------------------------
let Accumulator = BigInt('14695981039346656037');
const [Prime, Size] = [BigInt('1099511628211'), BigInt('18446744073709551616' /* 2 ^ 64 */)];
const Bytes = Array.from({ length: 256 }).map((_, i) => BigInt(i));
const F64 = new Float64Array(1);
const F64In = new DataView(F64.buffer);
const F64Out = new Uint8Array(F64.buffer);
// ------------------------------------------------------------------
// NumberToBytes
// ------------------------------------------------------------------
function* NumberToBytes(value) {
    const byteCount = value === 0 ? 1 : Math.ceil(Math.floor(Math.log2(value) + 1) / 8);
    for (let i = 0; i < byteCount; i++) {
        yield (value >> (8 * (byteCount - 1 - i))) & 0xff;
    }
}
// ------------------------------------------------------------------
// Hashing Functions
// ------------------------------------------------------------------
function hash_ArrayType(value) {
    FNV1A64(ByteMarker.Array);
    for (const item of value) {
        hash_Visit(item);
    }
}
function BooleanType(value) {
    FNV1A64(ByteMarker.Boolean);
    FNV1A64(value ? 1 : 0);
}
function BigIntType(value) {
    FNV1A64(ByteMarker.BigInt);
    F64In.setBigInt64(0, value);
    for (const byte of F64Out) {
        FNV1A64(byte);
    }
}
function hash_DateType(value) {
    FNV1A64(ByteMarker.Date);
    hash_Visit(value.getTime());
}
function NullType(value) {
    FNV1A64(ByteMarker.Null);
}
function NumberType(value) {
    FNV1A64(ByteMarker.Number);
    F64In.setFloat64(0, value);
    for (const byte of F64Out) {
        FNV1A64(byte);
    }
}
function hash_ObjectType(value) {
    FNV1A64(ByteMarker.Object);
    for (const key of globalThis.Object.getOwnPropertyNames(value).sort()) {
        hash_Visit(key);
        hash_Visit(value[key]);
    }
}
function StringType(value) {
    FNV1A64(ByteMarker.String);
    for (let i = 0; i < value.length; i++) {
        for (const byte of NumberToBytes(value.charCodeAt(i))) {
            FNV1A64(byte);
        }
    }
}
function SymbolType(value) {
    FNV1A64(ByteMarker.Symbol);
    hash_Visit(value.description);
}
function hash_Uint8ArrayType(value) {
    FNV1A64(ByteMarker.Uint8Array);
    for (let i = 0; i < value.length; i++) {
        FNV1A64(value[i]);
    }
}
function UndefinedType(value) {
    return FNV1A64(ByteMarker.Undefined);
}
function hash_Visit(value) {
    if (IsArray(value))
        return hash_ArrayType(value);
    if (IsBoolean(value))
        return BooleanType(value);
    if (IsBigInt(value))
        return BigIntType(value);
    if (IsDate(value))
        return hash_DateType(value);
    if (IsNull(value))
        return NullType(value);
    if (IsNumber(value))
        return NumberType(value);
    if (IsObject(value))
        return hash_ObjectType(value);
    if (IsString(value))
        return StringType(value);
    if (IsSymbol(value))
        return SymbolType(value);
    if (IsUint8Array(value))
        return hash_Uint8ArrayType(value);
    if (IsUndefined(value))
        return UndefinedType(value);
    throw new ValueHashError(value);
}
function FNV1A64(byte) {
    Accumulator = Accumulator ^ Bytes[byte];
    Accumulator = (Accumulator * Prime) % Size;
}
// ------------------------------------------------------------------
// Hash
// ------------------------------------------------------------------
/** Creates a FNV1A-64 non cryptographic hash of the given value */
function Hash(value) {
    Accumulator = BigInt('14695981039346656037');
    hash_Visit(value);
    return Accumulator;
}

;// CONCATENATED MODULE: ./node_modules/@sinclair/typebox/build/esm/value/check/check.mjs









// ------------------------------------------------------------------
// ValueGuard
// ------------------------------------------------------------------

// ------------------------------------------------------------------
// KindGuard
// ------------------------------------------------------------------

// ------------------------------------------------------------------
// Errors
// ------------------------------------------------------------------
class ValueCheckUnknownTypeError extends error_TypeBoxError {
    constructor(schema) {
        super(`Unknown type`);
        this.schema = schema;
    }
}
// ------------------------------------------------------------------
// TypeGuards
// ------------------------------------------------------------------
function IsAnyOrUnknown(schema) {
    return schema[Kind] === 'Any' || schema[Kind] === 'Unknown';
}
// ------------------------------------------------------------------
// Guards
// ------------------------------------------------------------------
function IsDefined(value) {
    return value !== undefined;
}
// ------------------------------------------------------------------
// Types
// ------------------------------------------------------------------
function check_FromAny(schema, references, value) {
    return true;
}
function check_FromArgument(schema, references, value) {
    return true;
}
function check_FromArray(schema, references, value) {
    if (!IsArray(value))
        return false;
    if (IsDefined(schema.minItems) && !(value.length >= schema.minItems)) {
        return false;
    }
    if (IsDefined(schema.maxItems) && !(value.length <= schema.maxItems)) {
        return false;
    }
    for (const element of value) {
        if (!check_Visit(schema.items, references, element))
            return false;
    }
    // prettier-ignore
    if (schema.uniqueItems === true && !((function () { const set = new Set(); for (const element of value) {
        const hashed = Hash(element);
        if (set.has(hashed)) {
            return false;
        }
        else {
            set.add(hashed);
        }
    } return true; })())) {
        return false;
    }
    // contains
    if (!(IsDefined(schema.contains) || IsNumber(schema.minContains) || IsNumber(schema.maxContains))) {
        return true; // exit
    }
    const containsSchema = IsDefined(schema.contains) ? schema.contains : Never();
    const containsCount = value.reduce((acc, value) => (check_Visit(containsSchema, references, value) ? acc + 1 : acc), 0);
    if (containsCount === 0) {
        return false;
    }
    if (IsNumber(schema.minContains) && containsCount < schema.minContains) {
        return false;
    }
    if (IsNumber(schema.maxContains) && containsCount > schema.maxContains) {
        return false;
    }
    return true;
}
function check_FromAsyncIterator(schema, references, value) {
    return IsAsyncIterator(value);
}
function check_FromBigInt(schema, references, value) {
    if (!IsBigInt(value))
        return false;
    if (IsDefined(schema.exclusiveMaximum) && !(value < schema.exclusiveMaximum)) {
        return false;
    }
    if (IsDefined(schema.exclusiveMinimum) && !(value > schema.exclusiveMinimum)) {
        return false;
    }
    if (IsDefined(schema.maximum) && !(value <= schema.maximum)) {
        return false;
    }
    if (IsDefined(schema.minimum) && !(value >= schema.minimum)) {
        return false;
    }
    if (IsDefined(schema.multipleOf) && !(value % schema.multipleOf === BigInt(0))) {
        return false;
    }
    return true;
}
function check_FromBoolean(schema, references, value) {
    return IsBoolean(value);
}
function check_FromConstructor(schema, references, value) {
    return check_Visit(schema.returns, references, value.prototype);
}
function check_FromDate(schema, references, value) {
    if (!IsDate(value))
        return false;
    if (IsDefined(schema.exclusiveMaximumTimestamp) && !(value.getTime() < schema.exclusiveMaximumTimestamp)) {
        return false;
    }
    if (IsDefined(schema.exclusiveMinimumTimestamp) && !(value.getTime() > schema.exclusiveMinimumTimestamp)) {
        return false;
    }
    if (IsDefined(schema.maximumTimestamp) && !(value.getTime() <= schema.maximumTimestamp)) {
        return false;
    }
    if (IsDefined(schema.minimumTimestamp) && !(value.getTime() >= schema.minimumTimestamp)) {
        return false;
    }
    if (IsDefined(schema.multipleOfTimestamp) && !(value.getTime() % schema.multipleOfTimestamp === 0)) {
        return false;
    }
    return true;
}
function check_FromFunction(schema, references, value) {
    return IsFunction(value);
}
function FromImport(schema, references, value) {
    const definitions = globalThis.Object.values(schema.$defs);
    const target = schema.$defs[schema.$ref];
    return check_Visit(target, [...references, ...definitions], value);
}
function check_FromInteger(schema, references, value) {
    if (!IsInteger(value)) {
        return false;
    }
    if (IsDefined(schema.exclusiveMaximum) && !(value < schema.exclusiveMaximum)) {
        return false;
    }
    if (IsDefined(schema.exclusiveMinimum) && !(value > schema.exclusiveMinimum)) {
        return false;
    }
    if (IsDefined(schema.maximum) && !(value <= schema.maximum)) {
        return false;
    }
    if (IsDefined(schema.minimum) && !(value >= schema.minimum)) {
        return false;
    }
    if (IsDefined(schema.multipleOf) && !(value % schema.multipleOf === 0)) {
        return false;
    }
    return true;
}
function check_FromIntersect(schema, references, value) {
    const check1 = schema.allOf.every((schema) => check_Visit(schema, references, value));
    if (schema.unevaluatedProperties === false) {
        const keyPattern = new RegExp(KeyOfPattern(schema));
        const check2 = Object.getOwnPropertyNames(value).every((key) => keyPattern.test(key));
        return check1 && check2;
    }
    else if (IsSchema(schema.unevaluatedProperties)) {
        const keyCheck = new RegExp(KeyOfPattern(schema));
        const check2 = Object.getOwnPropertyNames(value).every((key) => keyCheck.test(key) || check_Visit(schema.unevaluatedProperties, references, value[key]));
        return check1 && check2;
    }
    else {
        return check1;
    }
}
function check_FromIterator(schema, references, value) {
    return IsIterator(value);
}
function check_FromLiteral(schema, references, value) {
    return value === schema.const;
}
function check_FromNever(schema, references, value) {
    return false;
}
function check_FromNot(schema, references, value) {
    return !check_Visit(schema.not, references, value);
}
function check_FromNull(schema, references, value) {
    return IsNull(value);
}
function check_FromNumber(schema, references, value) {
    if (!TypeSystemPolicy.IsNumberLike(value))
        return false;
    if (IsDefined(schema.exclusiveMaximum) && !(value < schema.exclusiveMaximum)) {
        return false;
    }
    if (IsDefined(schema.exclusiveMinimum) && !(value > schema.exclusiveMinimum)) {
        return false;
    }
    if (IsDefined(schema.minimum) && !(value >= schema.minimum)) {
        return false;
    }
    if (IsDefined(schema.maximum) && !(value <= schema.maximum)) {
        return false;
    }
    if (IsDefined(schema.multipleOf) && !(value % schema.multipleOf === 0)) {
        return false;
    }
    return true;
}
function check_FromObject(schema, references, value) {
    if (!TypeSystemPolicy.IsObjectLike(value))
        return false;
    if (IsDefined(schema.minProperties) && !(Object.getOwnPropertyNames(value).length >= schema.minProperties)) {
        return false;
    }
    if (IsDefined(schema.maxProperties) && !(Object.getOwnPropertyNames(value).length <= schema.maxProperties)) {
        return false;
    }
    const knownKeys = Object.getOwnPropertyNames(schema.properties);
    for (const knownKey of knownKeys) {
        const property = schema.properties[knownKey];
        if (schema.required && schema.required.includes(knownKey)) {
            if (!check_Visit(property, references, value[knownKey])) {
                return false;
            }
            if ((ExtendsUndefinedCheck(property) || IsAnyOrUnknown(property)) && !(knownKey in value)) {
                return false;
            }
        }
        else {
            if (TypeSystemPolicy.IsExactOptionalProperty(value, knownKey) && !check_Visit(property, references, value[knownKey])) {
                return false;
            }
        }
    }
    if (schema.additionalProperties === false) {
        const valueKeys = Object.getOwnPropertyNames(value);
        // optimization: value is valid if schemaKey length matches the valueKey length
        if (schema.required && schema.required.length === knownKeys.length && valueKeys.length === knownKeys.length) {
            return true;
        }
        else {
            return valueKeys.every((valueKey) => knownKeys.includes(valueKey));
        }
    }
    else if (typeof schema.additionalProperties === 'object') {
        const valueKeys = Object.getOwnPropertyNames(value);
        return valueKeys.every((key) => knownKeys.includes(key) || check_Visit(schema.additionalProperties, references, value[key]));
    }
    else {
        return true;
    }
}
function check_FromPromise(schema, references, value) {
    return IsPromise(value);
}
function check_FromRecord(schema, references, value) {
    if (!TypeSystemPolicy.IsRecordLike(value)) {
        return false;
    }
    if (IsDefined(schema.minProperties) && !(Object.getOwnPropertyNames(value).length >= schema.minProperties)) {
        return false;
    }
    if (IsDefined(schema.maxProperties) && !(Object.getOwnPropertyNames(value).length <= schema.maxProperties)) {
        return false;
    }
    const [patternKey, patternSchema] = Object.entries(schema.patternProperties)[0];
    const regex = new RegExp(patternKey);
    // prettier-ignore
    const check1 = Object.entries(value).every(([key, value]) => {
        return (regex.test(key)) ? check_Visit(patternSchema, references, value) : true;
    });
    // prettier-ignore
    const check2 = typeof schema.additionalProperties === 'object' ? Object.entries(value).every(([key, value]) => {
        return (!regex.test(key)) ? check_Visit(schema.additionalProperties, references, value) : true;
    }) : true;
    const check3 = schema.additionalProperties === false
        ? Object.getOwnPropertyNames(value).every((key) => {
            return regex.test(key);
        })
        : true;
    return check1 && check2 && check3;
}
function check_FromRef(schema, references, value) {
    return check_Visit(Deref(schema, references), references, value);
}
function check_FromRegExp(schema, references, value) {
    const regex = new RegExp(schema.source, schema.flags);
    if (IsDefined(schema.minLength)) {
        if (!(value.length >= schema.minLength))
            return false;
    }
    if (IsDefined(schema.maxLength)) {
        if (!(value.length <= schema.maxLength))
            return false;
    }
    return regex.test(value);
}
function check_FromString(schema, references, value) {
    if (!IsString(value)) {
        return false;
    }
    if (IsDefined(schema.minLength)) {
        if (!(value.length >= schema.minLength))
            return false;
    }
    if (IsDefined(schema.maxLength)) {
        if (!(value.length <= schema.maxLength))
            return false;
    }
    if (IsDefined(schema.pattern)) {
        const regex = new RegExp(schema.pattern);
        if (!regex.test(value))
            return false;
    }
    if (IsDefined(schema.format)) {
        if (!Has(schema.format))
            return false;
        const func = Get(schema.format);
        return func(value);
    }
    return true;
}
function check_FromSymbol(schema, references, value) {
    return IsSymbol(value);
}
function check_FromTemplateLiteral(schema, references, value) {
    return IsString(value) && new RegExp(schema.pattern).test(value);
}
function FromThis(schema, references, value) {
    return check_Visit(Deref(schema, references), references, value);
}
function check_FromTuple(schema, references, value) {
    if (!IsArray(value)) {
        return false;
    }
    if (schema.items === undefined && !(value.length === 0)) {
        return false;
    }
    if (!(value.length === schema.maxItems)) {
        return false;
    }
    if (!schema.items) {
        return true;
    }
    for (let i = 0; i < schema.items.length; i++) {
        if (!check_Visit(schema.items[i], references, value[i]))
            return false;
    }
    return true;
}
function check_FromUndefined(schema, references, value) {
    return IsUndefined(value);
}
function check_FromUnion(schema, references, value) {
    return schema.anyOf.some((inner) => check_Visit(inner, references, value));
}
function check_FromUint8Array(schema, references, value) {
    if (!IsUint8Array(value)) {
        return false;
    }
    if (IsDefined(schema.maxByteLength) && !(value.length <= schema.maxByteLength)) {
        return false;
    }
    if (IsDefined(schema.minByteLength) && !(value.length >= schema.minByteLength)) {
        return false;
    }
    return true;
}
function check_FromUnknown(schema, references, value) {
    return true;
}
function check_FromVoid(schema, references, value) {
    return TypeSystemPolicy.IsVoidLike(value);
}
function FromKind(schema, references, value) {
    if (!type_Has(schema[Kind]))
        return false;
    const func = type_Get(schema[Kind]);
    return func(schema, value);
}
function check_Visit(schema, references, value) {
    const references_ = IsDefined(schema.$id) ? Pushref(schema, references) : references;
    const schema_ = schema;
    switch (schema_[Kind]) {
        case 'Any':
            return check_FromAny(schema_, references_, value);
        case 'Argument':
            return check_FromArgument(schema_, references_, value);
        case 'Array':
            return check_FromArray(schema_, references_, value);
        case 'AsyncIterator':
            return check_FromAsyncIterator(schema_, references_, value);
        case 'BigInt':
            return check_FromBigInt(schema_, references_, value);
        case 'Boolean':
            return check_FromBoolean(schema_, references_, value);
        case 'Constructor':
            return check_FromConstructor(schema_, references_, value);
        case 'Date':
            return check_FromDate(schema_, references_, value);
        case 'Function':
            return check_FromFunction(schema_, references_, value);
        case 'Import':
            return FromImport(schema_, references_, value);
        case 'Integer':
            return check_FromInteger(schema_, references_, value);
        case 'Intersect':
            return check_FromIntersect(schema_, references_, value);
        case 'Iterator':
            return check_FromIterator(schema_, references_, value);
        case 'Literal':
            return check_FromLiteral(schema_, references_, value);
        case 'Never':
            return check_FromNever(schema_, references_, value);
        case 'Not':
            return check_FromNot(schema_, references_, value);
        case 'Null':
            return check_FromNull(schema_, references_, value);
        case 'Number':
            return check_FromNumber(schema_, references_, value);
        case 'Object':
            return check_FromObject(schema_, references_, value);
        case 'Promise':
            return check_FromPromise(schema_, references_, value);
        case 'Record':
            return check_FromRecord(schema_, references_, value);
        case 'Ref':
            return check_FromRef(schema_, references_, value);
        case 'RegExp':
            return check_FromRegExp(schema_, references_, value);
        case 'String':
            return check_FromString(schema_, references_, value);
        case 'Symbol':
            return check_FromSymbol(schema_, references_, value);
        case 'TemplateLiteral':
            return check_FromTemplateLiteral(schema_, references_, value);
        case 'This':
            return FromThis(schema_, references_, value);
        case 'Tuple':
            return check_FromTuple(schema_, references_, value);
        case 'Undefined':
            return check_FromUndefined(schema_, references_, value);
        case 'Union':
            return check_FromUnion(schema_, references_, value);
        case 'Uint8Array':
            return check_FromUint8Array(schema_, references_, value);
        case 'Unknown':
            return check_FromUnknown(schema_, references_, value);
        case 'Void':
            return check_FromVoid(schema_, references_, value);
        default:
            if (!type_Has(schema_[Kind]))
                throw new ValueCheckUnknownTypeError(schema_);
            return FromKind(schema_, references_, value);
    }
}
/** Returns true if the value matches the given type. */
function Check(...args) {
    return args.length === 3 ? check_Visit(args[0], args[1], args[2]) : check_Visit(args[0], [], args[1]);
}

;// CONCATENATED MODULE: ./node_modules/@sinclair/typebox/build/esm/errors/errors.mjs











// ------------------------------------------------------------------
// ValueGuard
// ------------------------------------------------------------------
// prettier-ignore

// ------------------------------------------------------------------
// ValueErrorType
// ------------------------------------------------------------------
var ValueErrorType;
(function (ValueErrorType) {
    ValueErrorType[ValueErrorType["ArrayContains"] = 0] = "ArrayContains";
    ValueErrorType[ValueErrorType["ArrayMaxContains"] = 1] = "ArrayMaxContains";
    ValueErrorType[ValueErrorType["ArrayMaxItems"] = 2] = "ArrayMaxItems";
    ValueErrorType[ValueErrorType["ArrayMinContains"] = 3] = "ArrayMinContains";
    ValueErrorType[ValueErrorType["ArrayMinItems"] = 4] = "ArrayMinItems";
    ValueErrorType[ValueErrorType["ArrayUniqueItems"] = 5] = "ArrayUniqueItems";
    ValueErrorType[ValueErrorType["Array"] = 6] = "Array";
    ValueErrorType[ValueErrorType["AsyncIterator"] = 7] = "AsyncIterator";
    ValueErrorType[ValueErrorType["BigIntExclusiveMaximum"] = 8] = "BigIntExclusiveMaximum";
    ValueErrorType[ValueErrorType["BigIntExclusiveMinimum"] = 9] = "BigIntExclusiveMinimum";
    ValueErrorType[ValueErrorType["BigIntMaximum"] = 10] = "BigIntMaximum";
    ValueErrorType[ValueErrorType["BigIntMinimum"] = 11] = "BigIntMinimum";
    ValueErrorType[ValueErrorType["BigIntMultipleOf"] = 12] = "BigIntMultipleOf";
    ValueErrorType[ValueErrorType["BigInt"] = 13] = "BigInt";
    ValueErrorType[ValueErrorType["Boolean"] = 14] = "Boolean";
    ValueErrorType[ValueErrorType["DateExclusiveMaximumTimestamp"] = 15] = "DateExclusiveMaximumTimestamp";
    ValueErrorType[ValueErrorType["DateExclusiveMinimumTimestamp"] = 16] = "DateExclusiveMinimumTimestamp";
    ValueErrorType[ValueErrorType["DateMaximumTimestamp"] = 17] = "DateMaximumTimestamp";
    ValueErrorType[ValueErrorType["DateMinimumTimestamp"] = 18] = "DateMinimumTimestamp";
    ValueErrorType[ValueErrorType["DateMultipleOfTimestamp"] = 19] = "DateMultipleOfTimestamp";
    ValueErrorType[ValueErrorType["Date"] = 20] = "Date";
    ValueErrorType[ValueErrorType["Function"] = 21] = "Function";
    ValueErrorType[ValueErrorType["IntegerExclusiveMaximum"] = 22] = "IntegerExclusiveMaximum";
    ValueErrorType[ValueErrorType["IntegerExclusiveMinimum"] = 23] = "IntegerExclusiveMinimum";
    ValueErrorType[ValueErrorType["IntegerMaximum"] = 24] = "IntegerMaximum";
    ValueErrorType[ValueErrorType["IntegerMinimum"] = 25] = "IntegerMinimum";
    ValueErrorType[ValueErrorType["IntegerMultipleOf"] = 26] = "IntegerMultipleOf";
    ValueErrorType[ValueErrorType["Integer"] = 27] = "Integer";
    ValueErrorType[ValueErrorType["IntersectUnevaluatedProperties"] = 28] = "IntersectUnevaluatedProperties";
    ValueErrorType[ValueErrorType["Intersect"] = 29] = "Intersect";
    ValueErrorType[ValueErrorType["Iterator"] = 30] = "Iterator";
    ValueErrorType[ValueErrorType["Kind"] = 31] = "Kind";
    ValueErrorType[ValueErrorType["Literal"] = 32] = "Literal";
    ValueErrorType[ValueErrorType["Never"] = 33] = "Never";
    ValueErrorType[ValueErrorType["Not"] = 34] = "Not";
    ValueErrorType[ValueErrorType["Null"] = 35] = "Null";
    ValueErrorType[ValueErrorType["NumberExclusiveMaximum"] = 36] = "NumberExclusiveMaximum";
    ValueErrorType[ValueErrorType["NumberExclusiveMinimum"] = 37] = "NumberExclusiveMinimum";
    ValueErrorType[ValueErrorType["NumberMaximum"] = 38] = "NumberMaximum";
    ValueErrorType[ValueErrorType["NumberMinimum"] = 39] = "NumberMinimum";
    ValueErrorType[ValueErrorType["NumberMultipleOf"] = 40] = "NumberMultipleOf";
    ValueErrorType[ValueErrorType["Number"] = 41] = "Number";
    ValueErrorType[ValueErrorType["ObjectAdditionalProperties"] = 42] = "ObjectAdditionalProperties";
    ValueErrorType[ValueErrorType["ObjectMaxProperties"] = 43] = "ObjectMaxProperties";
    ValueErrorType[ValueErrorType["ObjectMinProperties"] = 44] = "ObjectMinProperties";
    ValueErrorType[ValueErrorType["ObjectRequiredProperty"] = 45] = "ObjectRequiredProperty";
    ValueErrorType[ValueErrorType["Object"] = 46] = "Object";
    ValueErrorType[ValueErrorType["Promise"] = 47] = "Promise";
    ValueErrorType[ValueErrorType["RegExp"] = 48] = "RegExp";
    ValueErrorType[ValueErrorType["StringFormatUnknown"] = 49] = "StringFormatUnknown";
    ValueErrorType[ValueErrorType["StringFormat"] = 50] = "StringFormat";
    ValueErrorType[ValueErrorType["StringMaxLength"] = 51] = "StringMaxLength";
    ValueErrorType[ValueErrorType["StringMinLength"] = 52] = "StringMinLength";
    ValueErrorType[ValueErrorType["StringPattern"] = 53] = "StringPattern";
    ValueErrorType[ValueErrorType["String"] = 54] = "String";
    ValueErrorType[ValueErrorType["Symbol"] = 55] = "Symbol";
    ValueErrorType[ValueErrorType["TupleLength"] = 56] = "TupleLength";
    ValueErrorType[ValueErrorType["Tuple"] = 57] = "Tuple";
    ValueErrorType[ValueErrorType["Uint8ArrayMaxByteLength"] = 58] = "Uint8ArrayMaxByteLength";
    ValueErrorType[ValueErrorType["Uint8ArrayMinByteLength"] = 59] = "Uint8ArrayMinByteLength";
    ValueErrorType[ValueErrorType["Uint8Array"] = 60] = "Uint8Array";
    ValueErrorType[ValueErrorType["Undefined"] = 61] = "Undefined";
    ValueErrorType[ValueErrorType["Union"] = 62] = "Union";
    ValueErrorType[ValueErrorType["Void"] = 63] = "Void";
})(ValueErrorType || (ValueErrorType = {}));
// ------------------------------------------------------------------
// ValueErrors
// ------------------------------------------------------------------
class ValueErrorsUnknownTypeError extends error_TypeBoxError {
    constructor(schema) {
        super('Unknown type');
        this.schema = schema;
    }
}
// ------------------------------------------------------------------
// EscapeKey
// ------------------------------------------------------------------
function EscapeKey(key) {
    return key.replace(/~/g, '~0').replace(/\//g, '~1'); // RFC6901 Path
}
// ------------------------------------------------------------------
// Guards
// ------------------------------------------------------------------
function errors_IsDefined(value) {
    return value !== undefined;
}
// ------------------------------------------------------------------
// ValueErrorIterator
// ------------------------------------------------------------------
class ValueErrorIterator {
    constructor(iterator) {
        this.iterator = iterator;
    }
    [Symbol.iterator]() {
        return this.iterator;
    }
    /** Returns the first value error or undefined if no errors */
    First() {
        const next = this.iterator.next();
        return next.done ? undefined : next.value;
    }
}
// --------------------------------------------------------------------------
// Create
// --------------------------------------------------------------------------
function Create(errorType, schema, path, value, errors = []) {
    return {
        type: errorType,
        schema,
        path,
        value,
        message: GetErrorFunction()({ errorType, path, schema, value, errors }),
        errors,
    };
}
// --------------------------------------------------------------------------
// Types
// --------------------------------------------------------------------------
function* errors_FromAny(schema, references, path, value) { }
function* errors_FromArgument(schema, references, path, value) { }
function* errors_FromArray(schema, references, path, value) {
    if (!IsArray(value)) {
        return yield Create(ValueErrorType.Array, schema, path, value);
    }
    if (errors_IsDefined(schema.minItems) && !(value.length >= schema.minItems)) {
        yield Create(ValueErrorType.ArrayMinItems, schema, path, value);
    }
    if (errors_IsDefined(schema.maxItems) && !(value.length <= schema.maxItems)) {
        yield Create(ValueErrorType.ArrayMaxItems, schema, path, value);
    }
    for (let i = 0; i < value.length; i++) {
        yield* errors_Visit(schema.items, references, `${path}/${i}`, value[i]);
    }
    // prettier-ignore
    if (schema.uniqueItems === true && !((function () { const set = new Set(); for (const element of value) {
        const hashed = Hash(element);
        if (set.has(hashed)) {
            return false;
        }
        else {
            set.add(hashed);
        }
    } return true; })())) {
        yield Create(ValueErrorType.ArrayUniqueItems, schema, path, value);
    }
    // contains
    if (!(errors_IsDefined(schema.contains) || errors_IsDefined(schema.minContains) || errors_IsDefined(schema.maxContains))) {
        return;
    }
    const containsSchema = errors_IsDefined(schema.contains) ? schema.contains : Never();
    const containsCount = value.reduce((acc, value, index) => (errors_Visit(containsSchema, references, `${path}${index}`, value).next().done === true ? acc + 1 : acc), 0);
    if (containsCount === 0) {
        yield Create(ValueErrorType.ArrayContains, schema, path, value);
    }
    if (IsNumber(schema.minContains) && containsCount < schema.minContains) {
        yield Create(ValueErrorType.ArrayMinContains, schema, path, value);
    }
    if (IsNumber(schema.maxContains) && containsCount > schema.maxContains) {
        yield Create(ValueErrorType.ArrayMaxContains, schema, path, value);
    }
}
function* errors_FromAsyncIterator(schema, references, path, value) {
    if (!IsAsyncIterator(value))
        yield Create(ValueErrorType.AsyncIterator, schema, path, value);
}
function* errors_FromBigInt(schema, references, path, value) {
    if (!IsBigInt(value))
        return yield Create(ValueErrorType.BigInt, schema, path, value);
    if (errors_IsDefined(schema.exclusiveMaximum) && !(value < schema.exclusiveMaximum)) {
        yield Create(ValueErrorType.BigIntExclusiveMaximum, schema, path, value);
    }
    if (errors_IsDefined(schema.exclusiveMinimum) && !(value > schema.exclusiveMinimum)) {
        yield Create(ValueErrorType.BigIntExclusiveMinimum, schema, path, value);
    }
    if (errors_IsDefined(schema.maximum) && !(value <= schema.maximum)) {
        yield Create(ValueErrorType.BigIntMaximum, schema, path, value);
    }
    if (errors_IsDefined(schema.minimum) && !(value >= schema.minimum)) {
        yield Create(ValueErrorType.BigIntMinimum, schema, path, value);
    }
    if (errors_IsDefined(schema.multipleOf) && !(value % schema.multipleOf === BigInt(0))) {
        yield Create(ValueErrorType.BigIntMultipleOf, schema, path, value);
    }
}
function* errors_FromBoolean(schema, references, path, value) {
    if (!IsBoolean(value))
        yield Create(ValueErrorType.Boolean, schema, path, value);
}
function* errors_FromConstructor(schema, references, path, value) {
    yield* errors_Visit(schema.returns, references, path, value.prototype);
}
function* errors_FromDate(schema, references, path, value) {
    if (!IsDate(value))
        return yield Create(ValueErrorType.Date, schema, path, value);
    if (errors_IsDefined(schema.exclusiveMaximumTimestamp) && !(value.getTime() < schema.exclusiveMaximumTimestamp)) {
        yield Create(ValueErrorType.DateExclusiveMaximumTimestamp, schema, path, value);
    }
    if (errors_IsDefined(schema.exclusiveMinimumTimestamp) && !(value.getTime() > schema.exclusiveMinimumTimestamp)) {
        yield Create(ValueErrorType.DateExclusiveMinimumTimestamp, schema, path, value);
    }
    if (errors_IsDefined(schema.maximumTimestamp) && !(value.getTime() <= schema.maximumTimestamp)) {
        yield Create(ValueErrorType.DateMaximumTimestamp, schema, path, value);
    }
    if (errors_IsDefined(schema.minimumTimestamp) && !(value.getTime() >= schema.minimumTimestamp)) {
        yield Create(ValueErrorType.DateMinimumTimestamp, schema, path, value);
    }
    if (errors_IsDefined(schema.multipleOfTimestamp) && !(value.getTime() % schema.multipleOfTimestamp === 0)) {
        yield Create(ValueErrorType.DateMultipleOfTimestamp, schema, path, value);
    }
}
function* errors_FromFunction(schema, references, path, value) {
    if (!IsFunction(value))
        yield Create(ValueErrorType.Function, schema, path, value);
}
function* errors_FromImport(schema, references, path, value) {
    const definitions = globalThis.Object.values(schema.$defs);
    const target = schema.$defs[schema.$ref];
    yield* errors_Visit(target, [...references, ...definitions], path, value);
}
function* errors_FromInteger(schema, references, path, value) {
    if (!IsInteger(value))
        return yield Create(ValueErrorType.Integer, schema, path, value);
    if (errors_IsDefined(schema.exclusiveMaximum) && !(value < schema.exclusiveMaximum)) {
        yield Create(ValueErrorType.IntegerExclusiveMaximum, schema, path, value);
    }
    if (errors_IsDefined(schema.exclusiveMinimum) && !(value > schema.exclusiveMinimum)) {
        yield Create(ValueErrorType.IntegerExclusiveMinimum, schema, path, value);
    }
    if (errors_IsDefined(schema.maximum) && !(value <= schema.maximum)) {
        yield Create(ValueErrorType.IntegerMaximum, schema, path, value);
    }
    if (errors_IsDefined(schema.minimum) && !(value >= schema.minimum)) {
        yield Create(ValueErrorType.IntegerMinimum, schema, path, value);
    }
    if (errors_IsDefined(schema.multipleOf) && !(value % schema.multipleOf === 0)) {
        yield Create(ValueErrorType.IntegerMultipleOf, schema, path, value);
    }
}
function* errors_FromIntersect(schema, references, path, value) {
    let hasError = false;
    for (const inner of schema.allOf) {
        for (const error of errors_Visit(inner, references, path, value)) {
            hasError = true;
            yield error;
        }
    }
    if (hasError) {
        return yield Create(ValueErrorType.Intersect, schema, path, value);
    }
    if (schema.unevaluatedProperties === false) {
        const keyCheck = new RegExp(KeyOfPattern(schema));
        for (const valueKey of Object.getOwnPropertyNames(value)) {
            if (!keyCheck.test(valueKey)) {
                yield Create(ValueErrorType.IntersectUnevaluatedProperties, schema, `${path}/${valueKey}`, value);
            }
        }
    }
    if (typeof schema.unevaluatedProperties === 'object') {
        const keyCheck = new RegExp(KeyOfPattern(schema));
        for (const valueKey of Object.getOwnPropertyNames(value)) {
            if (!keyCheck.test(valueKey)) {
                const next = errors_Visit(schema.unevaluatedProperties, references, `${path}/${valueKey}`, value[valueKey]).next();
                if (!next.done)
                    yield next.value; // yield interior
            }
        }
    }
}
function* errors_FromIterator(schema, references, path, value) {
    if (!IsIterator(value))
        yield Create(ValueErrorType.Iterator, schema, path, value);
}
function* errors_FromLiteral(schema, references, path, value) {
    if (!(value === schema.const))
        yield Create(ValueErrorType.Literal, schema, path, value);
}
function* errors_FromNever(schema, references, path, value) {
    yield Create(ValueErrorType.Never, schema, path, value);
}
function* errors_FromNot(schema, references, path, value) {
    if (errors_Visit(schema.not, references, path, value).next().done === true)
        yield Create(ValueErrorType.Not, schema, path, value);
}
function* errors_FromNull(schema, references, path, value) {
    if (!IsNull(value))
        yield Create(ValueErrorType.Null, schema, path, value);
}
function* errors_FromNumber(schema, references, path, value) {
    if (!TypeSystemPolicy.IsNumberLike(value))
        return yield Create(ValueErrorType.Number, schema, path, value);
    if (errors_IsDefined(schema.exclusiveMaximum) && !(value < schema.exclusiveMaximum)) {
        yield Create(ValueErrorType.NumberExclusiveMaximum, schema, path, value);
    }
    if (errors_IsDefined(schema.exclusiveMinimum) && !(value > schema.exclusiveMinimum)) {
        yield Create(ValueErrorType.NumberExclusiveMinimum, schema, path, value);
    }
    if (errors_IsDefined(schema.maximum) && !(value <= schema.maximum)) {
        yield Create(ValueErrorType.NumberMaximum, schema, path, value);
    }
    if (errors_IsDefined(schema.minimum) && !(value >= schema.minimum)) {
        yield Create(ValueErrorType.NumberMinimum, schema, path, value);
    }
    if (errors_IsDefined(schema.multipleOf) && !(value % schema.multipleOf === 0)) {
        yield Create(ValueErrorType.NumberMultipleOf, schema, path, value);
    }
}
function* errors_FromObject(schema, references, path, value) {
    if (!TypeSystemPolicy.IsObjectLike(value))
        return yield Create(ValueErrorType.Object, schema, path, value);
    if (errors_IsDefined(schema.minProperties) && !(Object.getOwnPropertyNames(value).length >= schema.minProperties)) {
        yield Create(ValueErrorType.ObjectMinProperties, schema, path, value);
    }
    if (errors_IsDefined(schema.maxProperties) && !(Object.getOwnPropertyNames(value).length <= schema.maxProperties)) {
        yield Create(ValueErrorType.ObjectMaxProperties, schema, path, value);
    }
    const requiredKeys = Array.isArray(schema.required) ? schema.required : [];
    const knownKeys = Object.getOwnPropertyNames(schema.properties);
    const unknownKeys = Object.getOwnPropertyNames(value);
    for (const requiredKey of requiredKeys) {
        if (unknownKeys.includes(requiredKey))
            continue;
        yield Create(ValueErrorType.ObjectRequiredProperty, schema.properties[requiredKey], `${path}/${EscapeKey(requiredKey)}`, undefined);
    }
    if (schema.additionalProperties === false) {
        for (const valueKey of unknownKeys) {
            if (!knownKeys.includes(valueKey)) {
                yield Create(ValueErrorType.ObjectAdditionalProperties, schema, `${path}/${EscapeKey(valueKey)}`, value[valueKey]);
            }
        }
    }
    if (typeof schema.additionalProperties === 'object') {
        for (const valueKey of unknownKeys) {
            if (knownKeys.includes(valueKey))
                continue;
            yield* errors_Visit(schema.additionalProperties, references, `${path}/${EscapeKey(valueKey)}`, value[valueKey]);
        }
    }
    for (const knownKey of knownKeys) {
        const property = schema.properties[knownKey];
        if (schema.required && schema.required.includes(knownKey)) {
            yield* errors_Visit(property, references, `${path}/${EscapeKey(knownKey)}`, value[knownKey]);
            if (ExtendsUndefinedCheck(schema) && !(knownKey in value)) {
                yield Create(ValueErrorType.ObjectRequiredProperty, property, `${path}/${EscapeKey(knownKey)}`, undefined);
            }
        }
        else {
            if (TypeSystemPolicy.IsExactOptionalProperty(value, knownKey)) {
                yield* errors_Visit(property, references, `${path}/${EscapeKey(knownKey)}`, value[knownKey]);
            }
        }
    }
}
function* errors_FromPromise(schema, references, path, value) {
    if (!IsPromise(value))
        yield Create(ValueErrorType.Promise, schema, path, value);
}
function* errors_FromRecord(schema, references, path, value) {
    if (!TypeSystemPolicy.IsRecordLike(value))
        return yield Create(ValueErrorType.Object, schema, path, value);
    if (errors_IsDefined(schema.minProperties) && !(Object.getOwnPropertyNames(value).length >= schema.minProperties)) {
        yield Create(ValueErrorType.ObjectMinProperties, schema, path, value);
    }
    if (errors_IsDefined(schema.maxProperties) && !(Object.getOwnPropertyNames(value).length <= schema.maxProperties)) {
        yield Create(ValueErrorType.ObjectMaxProperties, schema, path, value);
    }
    const [patternKey, patternSchema] = Object.entries(schema.patternProperties)[0];
    const regex = new RegExp(patternKey);
    for (const [propertyKey, propertyValue] of Object.entries(value)) {
        if (regex.test(propertyKey))
            yield* errors_Visit(patternSchema, references, `${path}/${EscapeKey(propertyKey)}`, propertyValue);
    }
    if (typeof schema.additionalProperties === 'object') {
        for (const [propertyKey, propertyValue] of Object.entries(value)) {
            if (!regex.test(propertyKey))
                yield* errors_Visit(schema.additionalProperties, references, `${path}/${EscapeKey(propertyKey)}`, propertyValue);
        }
    }
    if (schema.additionalProperties === false) {
        for (const [propertyKey, propertyValue] of Object.entries(value)) {
            if (regex.test(propertyKey))
                continue;
            return yield Create(ValueErrorType.ObjectAdditionalProperties, schema, `${path}/${EscapeKey(propertyKey)}`, propertyValue);
        }
    }
}
function* errors_FromRef(schema, references, path, value) {
    yield* errors_Visit(Deref(schema, references), references, path, value);
}
function* errors_FromRegExp(schema, references, path, value) {
    if (!IsString(value))
        return yield Create(ValueErrorType.String, schema, path, value);
    if (errors_IsDefined(schema.minLength) && !(value.length >= schema.minLength)) {
        yield Create(ValueErrorType.StringMinLength, schema, path, value);
    }
    if (errors_IsDefined(schema.maxLength) && !(value.length <= schema.maxLength)) {
        yield Create(ValueErrorType.StringMaxLength, schema, path, value);
    }
    const regex = new RegExp(schema.source, schema.flags);
    if (!regex.test(value)) {
        return yield Create(ValueErrorType.RegExp, schema, path, value);
    }
}
function* errors_FromString(schema, references, path, value) {
    if (!IsString(value))
        return yield Create(ValueErrorType.String, schema, path, value);
    if (errors_IsDefined(schema.minLength) && !(value.length >= schema.minLength)) {
        yield Create(ValueErrorType.StringMinLength, schema, path, value);
    }
    if (errors_IsDefined(schema.maxLength) && !(value.length <= schema.maxLength)) {
        yield Create(ValueErrorType.StringMaxLength, schema, path, value);
    }
    if (IsString(schema.pattern)) {
        const regex = new RegExp(schema.pattern);
        if (!regex.test(value)) {
            yield Create(ValueErrorType.StringPattern, schema, path, value);
        }
    }
    if (IsString(schema.format)) {
        if (!Has(schema.format)) {
            yield Create(ValueErrorType.StringFormatUnknown, schema, path, value);
        }
        else {
            const format = Get(schema.format);
            if (!format(value)) {
                yield Create(ValueErrorType.StringFormat, schema, path, value);
            }
        }
    }
}
function* errors_FromSymbol(schema, references, path, value) {
    if (!IsSymbol(value))
        yield Create(ValueErrorType.Symbol, schema, path, value);
}
function* errors_FromTemplateLiteral(schema, references, path, value) {
    if (!IsString(value))
        return yield Create(ValueErrorType.String, schema, path, value);
    const regex = new RegExp(schema.pattern);
    if (!regex.test(value)) {
        yield Create(ValueErrorType.StringPattern, schema, path, value);
    }
}
function* errors_FromThis(schema, references, path, value) {
    yield* errors_Visit(Deref(schema, references), references, path, value);
}
function* errors_FromTuple(schema, references, path, value) {
    if (!IsArray(value))
        return yield Create(ValueErrorType.Tuple, schema, path, value);
    if (schema.items === undefined && !(value.length === 0)) {
        return yield Create(ValueErrorType.TupleLength, schema, path, value);
    }
    if (!(value.length === schema.maxItems)) {
        return yield Create(ValueErrorType.TupleLength, schema, path, value);
    }
    if (!schema.items) {
        return;
    }
    for (let i = 0; i < schema.items.length; i++) {
        yield* errors_Visit(schema.items[i], references, `${path}/${i}`, value[i]);
    }
}
function* errors_FromUndefined(schema, references, path, value) {
    if (!IsUndefined(value))
        yield Create(ValueErrorType.Undefined, schema, path, value);
}
function* errors_FromUnion(schema, references, path, value) {
    if (Check(schema, references, value))
        return;
    const errors = schema.anyOf.map((variant) => new ValueErrorIterator(errors_Visit(variant, references, path, value)));
    yield Create(ValueErrorType.Union, schema, path, value, errors);
}
function* errors_FromUint8Array(schema, references, path, value) {
    if (!IsUint8Array(value))
        return yield Create(ValueErrorType.Uint8Array, schema, path, value);
    if (errors_IsDefined(schema.maxByteLength) && !(value.length <= schema.maxByteLength)) {
        yield Create(ValueErrorType.Uint8ArrayMaxByteLength, schema, path, value);
    }
    if (errors_IsDefined(schema.minByteLength) && !(value.length >= schema.minByteLength)) {
        yield Create(ValueErrorType.Uint8ArrayMinByteLength, schema, path, value);
    }
}
function* errors_FromUnknown(schema, references, path, value) { }
function* errors_FromVoid(schema, references, path, value) {
    if (!TypeSystemPolicy.IsVoidLike(value))
        yield Create(ValueErrorType.Void, schema, path, value);
}
function* errors_FromKind(schema, references, path, value) {
    const check = type_Get(schema[Kind]);
    if (!check(schema, value))
        yield Create(ValueErrorType.Kind, schema, path, value);
}
function* errors_Visit(schema, references, path, value) {
    const references_ = errors_IsDefined(schema.$id) ? [...references, schema] : references;
    const schema_ = schema;
    switch (schema_[Kind]) {
        case 'Any':
            return yield* errors_FromAny(schema_, references_, path, value);
        case 'Argument':
            return yield* errors_FromArgument(schema_, references_, path, value);
        case 'Array':
            return yield* errors_FromArray(schema_, references_, path, value);
        case 'AsyncIterator':
            return yield* errors_FromAsyncIterator(schema_, references_, path, value);
        case 'BigInt':
            return yield* errors_FromBigInt(schema_, references_, path, value);
        case 'Boolean':
            return yield* errors_FromBoolean(schema_, references_, path, value);
        case 'Constructor':
            return yield* errors_FromConstructor(schema_, references_, path, value);
        case 'Date':
            return yield* errors_FromDate(schema_, references_, path, value);
        case 'Function':
            return yield* errors_FromFunction(schema_, references_, path, value);
        case 'Import':
            return yield* errors_FromImport(schema_, references_, path, value);
        case 'Integer':
            return yield* errors_FromInteger(schema_, references_, path, value);
        case 'Intersect':
            return yield* errors_FromIntersect(schema_, references_, path, value);
        case 'Iterator':
            return yield* errors_FromIterator(schema_, references_, path, value);
        case 'Literal':
            return yield* errors_FromLiteral(schema_, references_, path, value);
        case 'Never':
            return yield* errors_FromNever(schema_, references_, path, value);
        case 'Not':
            return yield* errors_FromNot(schema_, references_, path, value);
        case 'Null':
            return yield* errors_FromNull(schema_, references_, path, value);
        case 'Number':
            return yield* errors_FromNumber(schema_, references_, path, value);
        case 'Object':
            return yield* errors_FromObject(schema_, references_, path, value);
        case 'Promise':
            return yield* errors_FromPromise(schema_, references_, path, value);
        case 'Record':
            return yield* errors_FromRecord(schema_, references_, path, value);
        case 'Ref':
            return yield* errors_FromRef(schema_, references_, path, value);
        case 'RegExp':
            return yield* errors_FromRegExp(schema_, references_, path, value);
        case 'String':
            return yield* errors_FromString(schema_, references_, path, value);
        case 'Symbol':
            return yield* errors_FromSymbol(schema_, references_, path, value);
        case 'TemplateLiteral':
            return yield* errors_FromTemplateLiteral(schema_, references_, path, value);
        case 'This':
            return yield* errors_FromThis(schema_, references_, path, value);
        case 'Tuple':
            return yield* errors_FromTuple(schema_, references_, path, value);
        case 'Undefined':
            return yield* errors_FromUndefined(schema_, references_, path, value);
        case 'Union':
            return yield* errors_FromUnion(schema_, references_, path, value);
        case 'Uint8Array':
            return yield* errors_FromUint8Array(schema_, references_, path, value);
        case 'Unknown':
            return yield* errors_FromUnknown(schema_, references_, path, value);
        case 'Void':
            return yield* errors_FromVoid(schema_, references_, path, value);
        default:
            if (!type_Has(schema_[Kind]))
                throw new ValueErrorsUnknownTypeError(schema);
            return yield* errors_FromKind(schema_, references_, path, value);
    }
}
/** Returns an iterator for each error in this value. */
function Errors(...args) {
    const iterator = args.length === 3 ? errors_Visit(args[0], args[1], '', args[2]) : errors_Visit(args[0], [], '', args[1]);
    return new ValueErrorIterator(iterator);
}

;// CONCATENATED MODULE: ./node_modules/@sinclair/typebox/build/esm/value/clone/clone.mjs
// ------------------------------------------------------------------
// ValueGuard
// ------------------------------------------------------------------

// ------------------------------------------------------------------
// Clonable
// ------------------------------------------------------------------
function clone_FromObject(value) {
    const Acc = {};
    for (const key of Object.getOwnPropertyNames(value)) {
        Acc[key] = clone_Clone(value[key]);
    }
    for (const key of Object.getOwnPropertySymbols(value)) {
        Acc[key] = clone_Clone(value[key]);
    }
    return Acc;
}
function clone_FromArray(value) {
    return value.map((element) => clone_Clone(element));
}
function FromTypedArray(value) {
    return value.slice();
}
function FromMap(value) {
    return new Map(clone_Clone([...value.entries()]));
}
function FromSet(value) {
    return new Set(clone_Clone([...value.entries()]));
}
function clone_FromDate(value) {
    return new Date(value.toISOString());
}
function clone_FromValue(value) {
    return value;
}
// ------------------------------------------------------------------
// Clone
// ------------------------------------------------------------------
/** Returns a clone of the given value */
function clone_Clone(value) {
    if (IsArray(value))
        return clone_FromArray(value);
    if (IsDate(value))
        return clone_FromDate(value);
    if (IsTypedArray(value))
        return FromTypedArray(value);
    if (IsMap(value))
        return FromMap(value);
    if (IsSet(value))
        return FromSet(value);
    if (IsObject(value))
        return clone_FromObject(value);
    if (IsValueType(value))
        return clone_FromValue(value);
    throw new Error('ValueClone: Unable to clone value');
}

;// CONCATENATED MODULE: ./node_modules/@sinclair/typebox/build/esm/value/convert/convert.mjs




// ------------------------------------------------------------------
// ValueGuard
// ------------------------------------------------------------------

// ------------------------------------------------------------------
// Conversions
// ------------------------------------------------------------------
function IsStringNumeric(value) {
    return IsString(value) && !isNaN(value) && !isNaN(parseFloat(value));
}
function IsValueToString(value) {
    return IsBigInt(value) || IsBoolean(value) || IsNumber(value);
}
function IsValueTrue(value) {
    return value === true || (IsNumber(value) && value === 1) || (IsBigInt(value) && value === BigInt('1')) || (IsString(value) && (value.toLowerCase() === 'true' || value === '1'));
}
function IsValueFalse(value) {
    return value === false || (IsNumber(value) && (value === 0 || Object.is(value, -0))) || (IsBigInt(value) && value === BigInt('0')) || (IsString(value) && (value.toLowerCase() === 'false' || value === '0' || value === '-0'));
}
function IsTimeStringWithTimeZone(value) {
    return IsString(value) && /^(?:[0-2]\d:[0-5]\d:[0-5]\d|23:59:60)(?:\.\d+)?(?:z|[+-]\d\d(?::?\d\d)?)$/i.test(value);
}
function IsTimeStringWithoutTimeZone(value) {
    return IsString(value) && /^(?:[0-2]\d:[0-5]\d:[0-5]\d|23:59:60)?$/i.test(value);
}
function IsDateTimeStringWithTimeZone(value) {
    return IsString(value) && /^\d\d\d\d-[0-1]\d-[0-3]\dt(?:[0-2]\d:[0-5]\d:[0-5]\d|23:59:60)(?:\.\d+)?(?:z|[+-]\d\d(?::?\d\d)?)$/i.test(value);
}
function IsDateTimeStringWithoutTimeZone(value) {
    return IsString(value) && /^\d\d\d\d-[0-1]\d-[0-3]\dt(?:[0-2]\d:[0-5]\d:[0-5]\d|23:59:60)?$/i.test(value);
}
function IsDateString(value) {
    return IsString(value) && /^\d\d\d\d-[0-1]\d-[0-3]\d$/i.test(value);
}
// ------------------------------------------------------------------
// Convert
// ------------------------------------------------------------------
function TryConvertLiteralString(value, target) {
    const conversion = TryConvertString(value);
    return conversion === target ? conversion : value;
}
function TryConvertLiteralNumber(value, target) {
    const conversion = TryConvertNumber(value);
    return conversion === target ? conversion : value;
}
function TryConvertLiteralBoolean(value, target) {
    const conversion = TryConvertBoolean(value);
    return conversion === target ? conversion : value;
}
// prettier-ignore
function TryConvertLiteral(schema, value) {
    return (IsString(schema.const) ? TryConvertLiteralString(value, schema.const) :
        IsNumber(schema.const) ? TryConvertLiteralNumber(value, schema.const) :
            IsBoolean(schema.const) ? TryConvertLiteralBoolean(value, schema.const) :
                value);
}
function TryConvertBoolean(value) {
    return IsValueTrue(value) ? true : IsValueFalse(value) ? false : value;
}
function TryConvertBigInt(value) {
    const truncateInteger = (value) => value.split('.')[0];
    return IsStringNumeric(value) ? BigInt(truncateInteger(value)) : IsNumber(value) ? BigInt(Math.trunc(value)) : IsValueFalse(value) ? BigInt(0) : IsValueTrue(value) ? BigInt(1) : value;
}
function TryConvertString(value) {
    return IsSymbol(value) && value.description !== undefined ? value.description.toString() : IsValueToString(value) ? value.toString() : value;
}
function TryConvertNumber(value) {
    return IsStringNumeric(value) ? parseFloat(value) : IsValueTrue(value) ? 1 : IsValueFalse(value) ? 0 : value;
}
function TryConvertInteger(value) {
    return IsStringNumeric(value) ? parseInt(value) : IsNumber(value) ? Math.trunc(value) : IsValueTrue(value) ? 1 : IsValueFalse(value) ? 0 : value;
}
function TryConvertNull(value) {
    return IsString(value) && value.toLowerCase() === 'null' ? null : value;
}
function TryConvertUndefined(value) {
    return IsString(value) && value === 'undefined' ? undefined : value;
}
// ------------------------------------------------------------------
// note: this function may return an invalid dates for the regex
// tests above. Invalid dates will however be checked during the
// casting function and will return a epoch date if invalid.
// Consider better string parsing for the iso dates in future
// revisions.
// ------------------------------------------------------------------
// prettier-ignore
function TryConvertDate(value) {
    return (IsDate(value) ? value :
        IsNumber(value) ? new Date(value) :
            IsValueTrue(value) ? new Date(1) :
                IsValueFalse(value) ? new Date(0) :
                    IsStringNumeric(value) ? new Date(parseInt(value)) :
                        IsTimeStringWithoutTimeZone(value) ? new Date(`1970-01-01T${value}.000Z`) :
                            IsTimeStringWithTimeZone(value) ? new Date(`1970-01-01T${value}`) :
                                IsDateTimeStringWithoutTimeZone(value) ? new Date(`${value}.000Z`) :
                                    IsDateTimeStringWithTimeZone(value) ? new Date(value) :
                                        IsDateString(value) ? new Date(`${value}T00:00:00.000Z`) :
                                            value);
}
// ------------------------------------------------------------------
// Default
// ------------------------------------------------------------------
function Default(value) {
    return value;
}
// ------------------------------------------------------------------
// Convert
// ------------------------------------------------------------------
function convert_FromArray(schema, references, value) {
    const elements = IsArray(value) ? value : [value];
    return elements.map((element) => convert_Visit(schema.items, references, element));
}
function convert_FromBigInt(schema, references, value) {
    return TryConvertBigInt(value);
}
function convert_FromBoolean(schema, references, value) {
    return TryConvertBoolean(value);
}
function convert_FromDate(schema, references, value) {
    return TryConvertDate(value);
}
function convert_FromImport(schema, references, value) {
    const definitions = globalThis.Object.values(schema.$defs);
    const target = schema.$defs[schema.$ref];
    return convert_Visit(target, [...references, ...definitions], value);
}
function convert_FromInteger(schema, references, value) {
    return TryConvertInteger(value);
}
function convert_FromIntersect(schema, references, value) {
    return schema.allOf.reduce((value, schema) => convert_Visit(schema, references, value), value);
}
function convert_FromLiteral(schema, references, value) {
    return TryConvertLiteral(schema, value);
}
function convert_FromNull(schema, references, value) {
    return TryConvertNull(value);
}
function convert_FromNumber(schema, references, value) {
    return TryConvertNumber(value);
}
// prettier-ignore
function convert_FromObject(schema, references, value) {
    if (!IsObject(value) || IsArray(value))
        return value;
    for (const propertyKey of Object.getOwnPropertyNames(schema.properties)) {
        if (!HasPropertyKey(value, propertyKey))
            continue;
        value[propertyKey] = convert_Visit(schema.properties[propertyKey], references, value[propertyKey]);
    }
    return value;
}
function convert_FromRecord(schema, references, value) {
    const isConvertable = IsObject(value) && !IsArray(value);
    if (!isConvertable)
        return value;
    const propertyKey = Object.getOwnPropertyNames(schema.patternProperties)[0];
    const property = schema.patternProperties[propertyKey];
    for (const [propKey, propValue] of Object.entries(value)) {
        value[propKey] = convert_Visit(property, references, propValue);
    }
    return value;
}
function convert_FromRef(schema, references, value) {
    return convert_Visit(Deref(schema, references), references, value);
}
function convert_FromString(schema, references, value) {
    return TryConvertString(value);
}
function convert_FromSymbol(schema, references, value) {
    return IsString(value) || IsNumber(value) ? Symbol(value) : value;
}
function convert_FromThis(schema, references, value) {
    return convert_Visit(Deref(schema, references), references, value);
}
// prettier-ignore
function convert_FromTuple(schema, references, value) {
    const isConvertable = IsArray(value) && !IsUndefined(schema.items);
    if (!isConvertable)
        return value;
    return value.map((value, index) => {
        return (index < schema.items.length)
            ? convert_Visit(schema.items[index], references, value)
            : value;
    });
}
function convert_FromUndefined(schema, references, value) {
    return TryConvertUndefined(value);
}
function convert_FromUnion(schema, references, value) {
    // Check if original value already matches one of the union variants
    for (const subschema of schema.anyOf) {
        if (Check(subschema, references, value)) {
            return value;
        }
    }
    // Attempt conversion for each variant
    for (const subschema of schema.anyOf) {
        const converted = convert_Visit(subschema, references, clone_Clone(value));
        if (!Check(subschema, references, converted))
            continue;
        return converted;
    }
    return value;
}
function convert_Visit(schema, references, value) {
    const references_ = Pushref(schema, references);
    const schema_ = schema;
    switch (schema[Kind]) {
        case 'Array':
            return convert_FromArray(schema_, references_, value);
        case 'BigInt':
            return convert_FromBigInt(schema_, references_, value);
        case 'Boolean':
            return convert_FromBoolean(schema_, references_, value);
        case 'Date':
            return convert_FromDate(schema_, references_, value);
        case 'Import':
            return convert_FromImport(schema_, references_, value);
        case 'Integer':
            return convert_FromInteger(schema_, references_, value);
        case 'Intersect':
            return convert_FromIntersect(schema_, references_, value);
        case 'Literal':
            return convert_FromLiteral(schema_, references_, value);
        case 'Null':
            return convert_FromNull(schema_, references_, value);
        case 'Number':
            return convert_FromNumber(schema_, references_, value);
        case 'Object':
            return convert_FromObject(schema_, references_, value);
        case 'Record':
            return convert_FromRecord(schema_, references_, value);
        case 'Ref':
            return convert_FromRef(schema_, references_, value);
        case 'String':
            return convert_FromString(schema_, references_, value);
        case 'Symbol':
            return convert_FromSymbol(schema_, references_, value);
        case 'This':
            return convert_FromThis(schema_, references_, value);
        case 'Tuple':
            return convert_FromTuple(schema_, references_, value);
        case 'Undefined':
            return convert_FromUndefined(schema_, references_, value);
        case 'Union':
            return convert_FromUnion(schema_, references_, value);
        default:
            return Default(value);
    }
}
/** `[Mutable]` Converts any type mismatched values to their target type if a reasonable conversion is possible. */
// prettier-ignore
function Convert(...args) {
    return args.length === 3 ? convert_Visit(args[0], args[1], args[2]) : convert_Visit(args[0], [], args[1]);
}

;// CONCATENATED MODULE: ./src/tools/tool.ts


class ToolRegistry {
    byName = new Map();
    added = 0;
    /**
     * Grows with every tool registered: tools that come later (an MCP server's, once it has
     * started) are offered from the next model request on, which compares this with what it saw.
     */
    get revision() {
        return this.added;
    }
    constructor(tools = []) {
        for (const tool of tools)
            this.register(tool);
    }
    register(tool) {
        if (this.byName.has(tool.name))
            throw new Error(`tool "${tool.name}" is registered twice`);
        this.byName.set(tool.name, tool);
        this.added++;
    }
    get(name) {
        return this.byName.get(name);
    }
    list() {
        return [...this.byName.values()];
    }
    /** Specs as the model sees them, in registration order (stable, so prompt caches hit). */
    specs() {
        return this.list().map((t) => ({
            name: t.name,
            description: t.description,
            parameters: JSON.parse(JSON.stringify(t.parameters)),
        }));
    }
}
/** Characters of a received value echoed back to the model, not counting the `…` of a cut. */
const MAX_ECHOED_ARGUMENTS = 500;
function echo(value) {
    return clip(JSON.stringify(value) ?? String(value), MAX_ECHOED_ARGUMENTS + 1);
}
const MAX_REPORTED_PROBLEMS = 5;
/** One line per bad field (its first error): the field, what was expected, the value received. */
function describeProblems(schema, args) {
    const byField = new Map();
    for (const p of Errors(schema, args)) {
        const field = p.path === "" ? "(arguments)" : p.path.slice(1).replaceAll("/", ".");
        if (byField.has(field))
            continue;
        if (p.value === undefined)
            byField.set(field, `- ${field}: required, but missing`);
        else if (p.message === "Unexpected property") {
            const allowed = Object.keys(schema.properties ?? {}).join(", ");
            byField.set(field, `- ${field}: not a parameter of this tool (parameters: ${allowed}), got ${echo(p.value)}`);
        }
        else
            byField.set(field, `- ${field}: ${p.message.replace(/^Expected/, "expected")}, got ${echo(p.value)}`);
        if (byField.size >= MAX_REPORTED_PROBLEMS)
            break;
    }
    return [...byField.values()];
}
/** The arguments as the tool gets them, and what is wrong with them. */
function checkArguments(tool, call) {
    if (tool.validate) {
        const args = structuredClone(call.arguments);
        return { args, problems: tool.validate(args) };
    }
    // Models often send numbers and booleans as strings ("limit": "100"); convert what converts
    // cleanly, and report what still does not fit.
    const args = Convert(tool.parameters, structuredClone(call.arguments));
    return { args, problems: describeProblems(tool.parameters, args) };
}
/**
 * Runs one tool call. Never throws: an unknown tool, unparsable arguments, arguments that break
 * the schema, and a tool that throws all come back as an error result the model can read.
 */
async function runTool(registry, call, context) {
    const tool = registry.get(call.name);
    if (!tool) {
        const known = registry
            .list()
            .map((t) => t.name)
            .join(", ");
        return { isError: true, content: `Error: unknown tool "${call.name}". Available tools: ${known}.` };
    }
    if (call.parseError) {
        return { isError: true, content: `Error: invalid arguments for ${call.name}: ${call.parseError}.` };
    }
    const { args, problems } = checkArguments(tool, call);
    if (problems.length > 0) {
        return {
            isError: true,
            content: `Error: invalid arguments for ${call.name}:\n${problems.join("\n")}\nReceived: ${echo(call.arguments)}`,
        };
    }
    try {
        return await tool.execute(args, context);
    }
    catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        return { isError: true, content: `Error: ${call.name} failed: ${message}` };
    }
}

;// CONCATENATED MODULE: ./src/tools/host.ts





/**
 * `output` with its text cut to MAX_RESULT_BYTES (head and tail) and its images kept when the
 * action would take them (see `checkImages`), so its line fits MAX_REPLY_BYTES and is read whole.
 */
function withinReply(output) {
    const { text } = truncateText(output.content, {
        maxBytes: MAX_RESULT_BYTES,
        maxLines: Number.POSITIVE_INFINITY,
    });
    if (output.images === undefined)
        return text === output.content ? output : { ...output, content: text };
    const { images: _all, ...rest } = output;
    const checked = checkImages(output.images);
    if ("why" in checked)
        return { ...rest, content: `${text}\n[images dropped: ${checked.why}]` };
    return { ...rest, content: text, ...(checked.images.length > 0 ? { images: checked.images } : {}) };
}
/**
 * The tool host's side of the protocol (see host-protocol.ts): run in a process of its own as
 * the sandbox user, it serves the coding tools to the action. Resolves when `input` ends (the
 * action closed it, or died) and every background job and running call has been stopped. Never
 * throws: a call that fails is an error result, a message it cannot read is ignored.
 */
function serveTools(input, output) {
    let coding;
    let registry;
    // Programs run for the action (a local MCP server), in the commands' environment.
    let programs;
    const running = new Map();
    const send = (message) => {
        // The action gone (EPIPE) shows as the end of `input` too; nothing more to do here.
        if (output.writable)
            output.write(encodeMessage(message));
    };
    const start = (init) => {
        try {
            if (init.umask !== undefined)
                process.umask(init.umask);
            coding = createCodingTools({
                root: init.root,
                env: init.env,
                ...(init.grepBackends ? { grepBackends: init.grepBackends } : {}),
            });
            registry = new ToolRegistry(coding.tools);
            programs = new ServedPrograms({ cwd: init.root, env: init.env }, send);
            send({ type: "ready", pid: process.pid });
        }
        catch (error) {
            send({ type: "failed", error: error.message });
            input.destroy();
        }
    };
    const call = (message, tools) => {
        const abort = new AbortController();
        const done = runTool(tools, { name: message.tool, arguments: message.args }, { signal: abort.signal })
            .then((result) => send({ type: "result", id: message.id, output: withinReply(result) }))
            .finally(() => running.delete(message.id));
        running.set(message.id, { abort, done });
    };
    const decoder = new LineDecoder((value) => {
        const message = asToHost(value);
        if (!message)
            return;
        if (message.type === "init") {
            if (!coding)
                start(message);
        }
        else if (message.type === "call") {
            if (registry && !running.has(message.id))
                call(message, registry);
            else
                send({ type: "result", id: message.id, output: { isError: true, content: "Error: not ready." } });
        }
        else if (message.type === "cancel")
            running.get(message.id)?.abort.abort();
        else
            programs?.handle(message);
    }, () => input.destroy());
    return new Promise((resolve) => {
        let ended = false;
        const end = async () => {
            if (ended)
                return;
            ended = true;
            for (const { abort } of running.values())
                abort.abort();
            await Promise.all([...running.values()].map((r) => r.done));
            await Promise.all([coding?.dispose(), programs?.dispose()]);
            resolve();
        };
        input.on("data", (chunk) => decoder.push(chunk));
        input.on("end", () => void end());
        input.on("close", () => void end());
        input.on("error", () => void end());
        output.on("error", () => input.destroy());
    });
}

;// CONCATENATED MODULE: ./src/action/tool-host.ts
/**
 * The tool host: started by the action as the sandbox user, it runs every coding tool (the file
 * tools and the commands) with that user's privileges and answers over stdin/stdout (see
 * src/tools/host-protocol.ts). It receives the commands' environment in its first message, never
 * in its argv, and holds nothing the commands may not see: they run as the same user.
 */


// `read-tree`: once the agent's processes are gone, the same script, as the same user, reads the
// working tree for publishing (see src/sandbox/tree-stream.ts).
const serve = process.argv[2] === "read-tree" ? serveTreeRead : serveTools;
serve(process.stdin, process.stdout).then(
// Background jobs are stopped; whatever else keeps the event loop alive (a stray timer) must
// not keep the host, and the sandbox user, running.
() => process.exit(0), (error) => {
    console.error(`tool host: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
});

