import { benchStartup } from "./startup.js";
const t = performance.now();
console.log(await benchStartup(), Math.round(performance.now() - t));
