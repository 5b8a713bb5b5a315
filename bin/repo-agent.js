#!/usr/bin/env node
// The command line runs from the committed bundle, so a clone needs no build step to try it.
import "../dist/cli/index.js";
