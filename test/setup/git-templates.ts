import { afterAll } from "vitest";
import { removeGitTemplates } from "../fakes/git-repo.js";

// The templates a file's git fixtures were copied from go with the file, whether or not the file
// removes them itself: a suite run must not leave folders in the machine's temporary folder.
afterAll(removeGitTemplates);
