// How robots-policy answers the questions of the extensions (conformance/acap1, acap2,
// app-directives, aipref): "usage", "page", "app-directives", "content-usage" and
// "action-requests", through the public API of src/.
import {
  decideAcap,
  parseHtmlPolicy,
  parseTdmRep,
  serializeStructuredField,
  type AcapDecideQuery,
  type AcapUsageType,
} from "../../../src/index.js";
import { robotsOf, type Answer, type Input, type Question } from "./request.js";

const date = (value: unknown): Date | undefined =>
  typeof value === "string" ? new Date(value) : undefined;

/** The ACAP query of a "usage" or "page" question: its optional fields, as the library names them. */
function acapQuery(question: Question): AcapDecideQuery {
  const { url, userAgent, usage, purpose, time, firstUsedAt, target, understands, element } =
    question;
  const at = date(time);
  const first = date(firstUsedAt);
  // The fields are the schema's (conformance/schema/vectors.schema.json): AcapDecideQuery's own.
  return {
    url: url as string,
    userAgent: userAgent as string,
    usage: usage as AcapUsageType,
    ...(purpose !== undefined ? { purpose: purpose as string } : {}),
    ...(at ? { at } : {}),
    ...(first ? { firstUsedAt: first } : {}),
    ...(target !== undefined ? { target: target as NonNullable<AcapDecideQuery["target"]> } : {}),
    ...(understands !== undefined
      ? { understands: understands as NonNullable<AcapDecideQuery["understands"]> }
      : {}),
    ...(element !== undefined
      ? { element: element as NonNullable<AcapDecideQuery["element"]> }
      : {}),
  };
}

/** ACAP-1 usage: allowed, and the robots.txt line of the deciding permission. */
export function usageAnswer(input: Input, question: Question): Answer {
  const decision = decideAcap(robotsOf(input), acapQuery(question));
  const line = decision.rule?.source === "meta" ? undefined : decision.rule?.line;
  return { allowed: decision.allowed, ...(line !== undefined ? { line } : {}) };
}

/** ACAP-2 page (META tags, X-Robots-Tag, robots.txt): allowed. */
export function pageAnswer(input: Input, question: Question): Answer {
  const page = parseHtmlPolicy(input.html ?? "", {
    url: question.url as string,
    ...(input.headers ? { headers: input.headers } : {}),
  });
  // The answer's line would be a line of the HTML or of robots.txt: left out, as the protocol allows.
  return { allowed: decideAcap(robotsOf(input), { ...acapQuery(question), page }).allowed };
}

/** APP-DIRECTIVES: the members naming the application, in RFC 9651 canonical form. */
export function appDirectivesAnswer(input: Input, question: Question): Answer {
  const app = question.app as string;
  const userAgent = question.userAgent as string | undefined;
  const found = robotsOf(input).appDirectives({
    app,
    url: question.url as string,
    ...(userAgent !== undefined ? { productToken: userAgent } : {}),
  });
  const directives = (found?.rules ?? []).flatMap((rule) =>
    rule.list
      .filter((m) => m.type === "item" && m.value.type === "token" && m.value.value === app)
      .map((m) => serializeStructuredField([m])),
  );
  return { directives };
}

/**
 * The AI preferences (aipref), the Content-Signal values, TDMRep (the site's tdmrep.json, the
 * headers, the page's META tags) and the noai / noimageai tokens addressed to the crawler.
 */
export function contentUsageAnswer(input: Input, question: Question): Answer {
  const url = question.url as string;
  const headers = input.headers ? { headers: input.headers } : {};
  const answer = robotsOf(input).contentUsage({
    url,
    userAgent: question.userAgent as string,
    ...headers,
    ...(input.html !== undefined ? { page: parseHtmlPolicy(input.html, { url, ...headers }) } : {}),
    ...(input.tdmrep !== undefined ? { tdmrep: parseTdmRep(input.tdmrep) } : {}),
  });
  const { use: _use, ...signals } = answer.signals;
  // The schema's reservation: 1, 0, or null when no valid value was read (TDMRep: "unset").
  const reservation = answer.tdm.reserved ? 1 : answer.sources.tdm.reservation ? 0 : null;
  const tdm =
    answer.tdm.policy !== undefined ? { reservation, policy: answer.tdm.policy } : { reservation };
  return { preferences: { ...answer.preferences }, signals, tdm, noai: [...answer.noai].sort() };
}

/** ACAP-1 §2.10: the action requests addressed to the crawler. */
export function actionRequestsAnswer(input: Input, question: Question): Answer {
  const requests = robotsOf(input)
    .actionRequests(question.userAgent as string)
    .map(({ action, path }) => ({ action, path }));
  return { requests };
}
