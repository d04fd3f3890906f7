// What the reader drops from an answer, and repeating decimals read rightly: the browser's copy of
// private.answer_ignored_parts and private.answer_repeating_decimal
// (supabase/migrations/20261125110000_answer_attempts_and_misreadings.sql, decision 0037).
// Keep the two in step; tests/integration/answer-reading.test.ts compares them.
import { messages } from '@/lib/i18n';
import { fill } from '@/lib/i18n/text';

export type IgnoredKind = 'percent' | 'degrees' | 'unit' | 'dots';

export interface IgnoredPart {
  kind: IgnoredKind;
  /** What the student typed, for the sentence under the box (the unit's word). */
  text: string;
}

const REPEATING = /^\s*(-?\d*)\.(\d{1,40})\s*(?:\.\.\.|…|\\ldots|\\cdots|\\dots)\s*$/;
const PERCENT = /%|\d\s*(percent|percentage|pct)(?![a-zA-Z])/i;
const DEGREES = /°|\^\s*\{?\s*\\circ|\\degree(?![a-zA-Z])|\d\s*degrees?(?![a-zA-Z])/i;
const TEXT_WRAPPER =
  /\\(text|textbf|textit|textrm|textsf|texttt|textup|textnormal|mbox|hbox|mathrm|mathbf|mathit|mathsf|mathtt|operatorname)\s*\{([^{}]*)\}/g;
const UNIT =
  /([0-9}).])\s*((square|sq\.?|cubic)\s+)?(units?|cm|centimeters?|mm|millimeters?|km|kilometers?|m|meters?|inches|inch|feet|foot|ft|yards?|miles?|cents?|dollars?|euros?|seconds?|secs?|s|minutes?|mins?|hours?|hrs?|h|days?|weeks?|months?|years?|degrees?|mph|km\/h|m\/s|pounds?|lbs?|grams?|g|kg|liters?|litres?|l|ml|percent|percentage|pct|points?|ways?|(?=\s)\s+[a-zA-Z]{4,})\s*(\^\s*\{?\s*[23]\s*\}?)?\s*\.?\s*$/i;
const NOT_A_UNIT = /^(degrees?|percent|percentage|pct)$/;
const DOTS = /\d\s*(\.\.+|…)\s*$/;

/** 3.333... as 3.\overline{3}, 0.1666... as 0.1\overline{6}; any other answer unchanged. */
export function readRepeatingDecimal(answer: string): string {
  if (answer.length > 500) return answer;
  const match = REPEATING.exec(answer);
  if (!match) return answer;
  const whole = match[1]!;
  const digits = match[2]!;
  // the shortest block before the period, then the shortest period repeated at least twice
  for (let start = 0; start <= digits.length - 2; start += 1) {
    const tail = digits.slice(start);
    for (let period = 1; period <= Math.floor(tail.length / 2); period += 1) {
      const unit = tail.slice(0, period);
      if (tail.length % period === 0 && unit.repeat(tail.length / period) === tail) {
        return `${whole}.${digits.slice(0, start)}\\overline{${unit}}`;
      }
    }
  }
  return answer;
}

/** The parts of an answer the checker does not compare, in the database's order. */
export function ignoredParts(answer: string): IgnoredPart[] {
  if (answer.length > 500) return [];
  const parts: IgnoredPart[] = [];
  const percent = PERCENT.exec(answer);
  if (percent) parts.push({ kind: 'percent', text: percent[1] ?? '%' });
  const degrees = DEGREES.exec(answer);
  if (degrees) parts.push({ kind: 'degrees', text: 'degrees' });
  const plain = answer.replace(TEXT_WRAPPER, ' $2 ').replaceAll('\\$', '').replaceAll('$', '');
  const unit = UNIT.exec(plain);
  const word = unit?.[4]?.trim() ?? '';
  if (unit && !NOT_A_UNIT.test(word.toLowerCase())) {
    const power = unit[5] ? `^${unit[5].replace(/[^23]/g, '')}` : '';
    parts.push({ kind: 'unit', text: `${unit[2] ?? ''}${word}${power}` });
  }
  const dots = DOTS.exec(answer);
  if (dots) parts.push({ kind: 'dots', text: dots[1]! });
  return parts;
}

const ignoredMessages = messages('ignoredParts', {
  percent:
    'the percent sign (the number alone is checked: for a fraction such as 0.5, write the fraction)',
  degrees: 'the degrees (the number alone is checked)',
  unit: 'the unit “{unit}” (only the number is checked)',
  dots: 'the “{dots}” at the end (the digits before it are checked as they are)',
  notChecked:
    'Not checked: {names}. An answer this may have misread goes to a grader and costs no attempt.',
});

/** One sentence naming what the checker ignores, for under the answer box; null when nothing. */
export function describeIgnored(parts: readonly IgnoredPart[]): string | null {
  if (parts.length === 0) return null;
  const t = ignoredMessages.get();
  const names = parts.map((part) => {
    switch (part.kind) {
      case 'percent':
        return t.percent;
      case 'degrees':
        return t.degrees;
      case 'unit':
        return fill(t.unit, { unit: part.text });
      case 'dots':
        return fill(t.dots, { dots: part.text });
    }
  });
  return fill(t.notChecked, { names: names.join('; ') });
}
