// ACAP-1 §2.6 asked of a parsed file (a RobotsTxt from any entry point): the ACAP lines are read
// the first time (extension.ts).
import type { UserAgent } from "../core/types.js";
import { checkParsed, type ParsedRobotsTxt } from "../rfc9309/reading.js";
import { actionRequestsFor } from "./crawler-selection.js";
import type { AcapActionRequest } from "./model.js";
import { ACAP } from "./extension.js";

/** ACAP-1 §2.6: the take-down and re-crawl requests addressed to the crawler (named records first, then "*"). */
export function actionRequests(
  robots: ParsedRobotsTxt,
  userAgent: UserAgent,
): readonly AcapActionRequest[] {
  checkParsed(robots, "actionRequests");
  return actionRequestsFor(robots.derive(ACAP), userAgent);
}
