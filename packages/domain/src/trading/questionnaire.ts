import { serverDefaults } from '../constants.ts';
import type { MarginStatus, RealNameStatus } from '../status/statuses.ts';
import { phased } from '../validation/account.ts';
import type { Issues } from '../validation/issue.ts';
import { checkRealName, collect, invalid, issue, requiredIssue } from '../validation/issue.ts';
import { apiTime, DAY_MS } from './calendar.ts';
import { canApplyForMargin } from './status.ts';

/**
 * The margin appropriateness questionnaire (MiFID II art. 25(3): before a complex product, a
 * firm assesses the client's knowledge and experience and warns, here refuses, when it is not
 * appropriate). Four questions test what leverage does — losses multiplied, the stop-out, the
 * daily cost, what can be lost — and two ask for experience or a relevant background, either of
 * which is enough. Each question belongs to a group; a group passes when one of its questions is
 * answered with an accepted option, and the test passes when every group does.
 */
export interface MarginQuestion {
  key: string;
  group: string;
  options: readonly string[];
  accepted: readonly string[];
}

export const marginQuestions = [
  {
    // €1,000 at leverage 5 (margin €200); the share falls 10 %: how much of the margin is lost?
    key: 'leverageEffect',
    group: 'leverageEffect',
    options: ['tenPct', 'fiftyPct', 'nothingUntilSold'],
    accepted: ['fiftyPct'],
  },
  {
    // The leveraged positions' equity falls below half their margin: what happens?
    key: 'stopOut',
    group: 'stopOut',
    options: ['nothing', 'closedLargestLossFirst', 'moreCredit'],
    accepted: ['closedLargestLossFirst'],
  },
  {
    // What does the borrowed part cost?
    key: 'dailyCost',
    group: 'dailyCost',
    options: ['free', 'feeEveryDay', 'feeOnProfitOnly'],
    accepted: ['feeEveryDay'],
  },
  {
    // Can you lose more than the margin?
    key: 'maxLoss',
    group: 'maxLoss',
    options: ['neverMoreThanMargin', 'upToAccountCash', 'unlimitedDebt'],
    accepted: ['upToAccountCash'],
  },
  {
    // Leveraged trades (margin, CFDs, futures, options) in the last three years.
    key: 'experience',
    group: 'experience',
    options: ['never', 'fewTimes', 'regularly'],
    accepted: ['fewTimes', 'regularly'],
  },
  {
    // Education or work in finance or trading.
    key: 'background',
    group: 'experience',
    options: ['none', 'relevant'],
    accepted: ['relevant'],
  },
] as const satisfies readonly MarginQuestion[];

export type MarginQuestionKey = (typeof marginQuestions)[number]['key'];
export type MarginQuestionGroup = (typeof marginQuestions)[number]['group'];

/** The groups in question order, each once. */
export const marginQuestionGroups: readonly MarginQuestionGroup[] = [
  ...new Set(marginQuestions.map((question) => question.group)),
];

/** Where the questionnaire stands for an account (`margin/info`). */
export const questionnaireStatuses = ['notTaken', 'passed', 'failed'] as const;
export type QuestionnaireStatus = (typeof questionnaireStatuses)[number];

/** The locale keys of the questionnaire's texts (namespace `trading`). */
export const questionTextKey = (key: MarginQuestionKey): string => `trading.questionnaire.${key}.question`;
export const optionTextKey = (key: MarginQuestionKey, option: string): string =>
  `trading.questionnaire.${key}.options.${option}`;
export const reasonTextKey = (group: MarginQuestionGroup): string => `trading.questionnaire.reason.${group}`;

/** Every text key of the questionnaire, for the locale completeness test. */
export const questionnaireTextKeys: readonly string[] = [
  ...marginQuestions.flatMap((question) => [
    questionTextKey(question.key),
    ...question.options.map((option) => optionTextKey(question.key, option)),
  ]),
  ...marginQuestionGroups.map(reasonTextKey),
];

/** The questions as the app shows them (`margin/questionnaire`): keys and texts, never the accepted answers. */
export function questionnaireForm(): {
  key: MarginQuestionKey;
  textKey: string;
  options: { key: string; textKey: string }[];
}[] {
  return marginQuestions.map((question) => ({
    key: question.key,
    textKey: questionTextKey(question.key),
    options: question.options.map((option) => ({ key: option, textKey: optionTextKey(question.key, option) })),
  }));
}

/** Answers by question key. */
export type MarginAnswers = Readonly<Partial<Record<string, unknown>>>;

export interface QuestionnaireResult {
  passed: boolean;
  /** Groups passed, of `total`. */
  score: number;
  total: number;
  /** The reason keys of the groups that failed, in question order (empty when passed). */
  reasons: string[];
  answeredAt: string;
  /** When a failed test may be taken again (API time); null when passed. */
  retakeAt: string | null;
}

/** Scores complete answers (validate them first with `validateMarginApplication`). */
export function scoreQuestionnaire(
  answers: MarginAnswers,
  nowMs: number,
  retakeDays: number = serverDefaults.trading.questionnaireRetakeDays,
): QuestionnaireResult {
  const failed = marginQuestionGroups.filter(
    (group) =>
      !marginQuestions.some(
        (question) =>
          question.group === group && (question.accepted as readonly unknown[]).includes(answers[question.key]),
      ),
  );
  const passed = failed.length === 0;
  return {
    passed,
    score: marginQuestionGroups.length - failed.length,
    total: marginQuestionGroups.length,
    reasons: failed.map(reasonTextKey),
    answeredAt: apiTime(nowMs),
    retakeAt: passed ? null : apiTime(nowMs + retakeDays * DAY_MS),
  };
}

/** True when the questionnaire may be taken (never failed, or its retake date has come). */
export function canRetake(retakeAt: string | null | undefined, nowMs: number): boolean {
  return retakeAt === null || retakeAt === undefined || Date.parse(retakeAt) <= nowMs;
}

export interface MarginApplicationContext {
  nowMs: number;
  realNameStatus: RealNameStatus;
  /** False when the product has margin switched off (`margin.notEnabled`). */
  open: boolean;
  status: MarginStatus;
  /** The last failed attempt's retake date, if any. */
  retakeAt?: string | null;
}

/**
 * `margin/apply` (api.md §4.7, products.md §1): every question answered with one of its options
 * (fields `answers.<key>`, all at once); then the real-name gate (group R), the product switch
 * (`margin.notEnabled`), the state (`margin.alreadyApplied` while applied or activated), and the
 * retake date of a failed attempt (`margin.retakeLater` with `{retakeAt}`). A valid application
 * is then scored: pass → applied, fail → stays, with the reasons and the retake date.
 */
export function validateMarginApplication(input: { answers: unknown }, context: MarginApplicationContext): Issues {
  const answers = typeof input.answers === 'object' && input.answers !== null ? (input.answers as MarginAnswers) : null;
  const fields =
    answers === null
      ? [requiredIssue('answers')]
      : collect(
          ...marginQuestions.map((question) => {
            const answer = answers[question.key];
            const field = `answers.${question.key}`;
            if (answer === undefined || answer === null || answer === '') return requiredIssue(field);
            return !(question.options as readonly unknown[]).includes(answer) && invalid(field, 'enum');
          }),
        );
  return phased(fields, () => [
    checkRealName(context.realNameStatus),
    !context.open && issue('margin', 'error.margin.notEnabled'),
    !canApplyForMargin(context.status) && issue('margin', 'error.margin.alreadyApplied'),
    !canRetake(context.retakeAt, context.nowMs) &&
      issue('margin', 'error.margin.retakeLater', { retakeAt: context.retakeAt as string }),
  ]);
}
