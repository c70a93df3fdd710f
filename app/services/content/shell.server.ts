import { shellData } from "./shell-data";
import { perSite } from "./site.server";

/** The shell's data in one language, projected once per site-content refresh rather than per page. */
export const shellFor = perSite(shellData);
