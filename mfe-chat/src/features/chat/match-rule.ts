import { chatRules, defaultRule, type ChatLink, type ChatRule, type RuleAction } from './chat-rules';

/** The values an answer's placeholders are filled with, for the page the visitor is on. */
export interface ReplyContext {
  town: string;
  place: string;
  phone: string;
  email: string;
  address: string;
  weekdayHours: string;
  saturdayHours: string;
  nearbyTowns: string;
}

export interface Reply {
  ruleId: string;
  text: string;
  link?: ChatLink;
  action?: RuleAction;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A keyword as a pattern: whole words only, unless it ends in `*` (a stem); any spacing between words. */
export function keywordPattern(keyword: string): RegExp {
  const stem = keyword.endsWith('*');
  const words = (stem ? keyword.slice(0, -1) : keyword).trim().toLowerCase().split(/\s+/).map(escapeRegExp);
  return new RegExp(`(?<![a-z0-9])${words.join('\\s+')}${stem ? '' : '(?![a-z0-9])'}`);
}

/** Lower case, curly quotes straightened, so "What’s" and "what's" read alike. */
const normalise = (message: string) => message.toLowerCase().replace(/[‘’]/g, "'");

/** The first rule, in order, with a keyword in the message; the default rule when none has. */
export function findRule(message: string, rules: readonly ChatRule[] = chatRules): ChatRule {
  const text = normalise(message);
  return rules.find((rule) => rule.keywords.some((keyword) => keywordPattern(keyword).test(text))) ?? defaultRule;
}

/** Fills `{name}` placeholders; an unknown name stays as written so a typo shows up in review. */
export function fillTemplate(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

export function replyTo(message: string, context: ReplyContext, rules: readonly ChatRule[] = chatRules): Reply {
  const rule = findRule(message, rules);
  return {
    ruleId: rule.id,
    text: fillTemplate(rule.answer, { ...context }),
    ...(rule.link ? { link: rule.link } : {}),
    ...(rule.action ? { action: rule.action } : {}),
  };
}
