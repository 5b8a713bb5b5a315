/**
 * The system folders, in the usual order: the PATH of the sandbox's helpers and of the checks
 * run as the sandbox user, and where the search tools look for git first, so a `git` planted in
 * a folder an earlier step put on PATH is not what runs.
 */
export const SYSTEM_PATH = "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin";
