/**
 * Message helpers beside the catalogs (decision 0071), kept out of src/lib/i18n/index.ts so the
 * first route does not carry them: plurals, placeholders, elements inside a sentence.
 */
import { count, strings, transform } from '@nanostores/i18n';
import { createElement, Fragment, type ReactNode } from 'react';
import { intlLocale, isLocale } from './index';
import { numberFormat, pluralRules } from './intl-cache';

/** Fills `{name}` placeholders: fill(t.attemptsLeft(10), { left: 7 }). */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/**
 * A message with elements in its placeholders, in the language's word order:
 * withParts(t.sentTo, { email: <strong>{email}</strong> }).
 */
export function withParts(text: string, parts: Record<string, ReactNode>): ReactNode {
  const pieces = text
    .split(/(\{\w+\})/)
    .map((piece) => {
      const name = /^\{(\w+)\}$/.exec(piece)?.[1];
      return name !== undefined && name in parts ? parts[name] : piece;
    })
    .filter((piece) => piece !== '');
  return createElement(Fragment, null, ...pieces);
}

/**
 * Plural forms by Intl.PluralRules ('one', 'other'; Arabic also 'zero', 'two', 'few', 'many'),
 * `{count}` written with the language's separators: plural({ one: '{count} problem', other:
 * '{count} problems' }) → t.x(12345) === '12,345 problems'.
 */
export const plural: typeof count = /* @__PURE__ */ transform(
  (code: string, translation, value: number) => {
    const tag = isLocale(code) ? intlLocale(code) : code;
    let form: string = pluralRules(tag).select(value);
    const forms = translation as Record<string, string>;
    if (!(form in forms)) form = 'other' in forms ? 'other' : 'many';
    const written = numberFormat(tag, { maximumFractionDigits: 20 }).format(value);
    return strings(forms[form] as string, (text: string) => text.replace(/{count}/g, written));
  },
) as unknown as typeof count;

/**
 * A record of labels that reads the current language on every access, for helpers that export a
 * constant (`UPSOLVING_LABEL[state]`): the English keys, each a getter on `store`.
 */
export function liveLabels<K extends string>(store: {
  get(): Record<K, string>;
}): Record<K, string> {
  const labels = {} as Record<K, string>;
  for (const key of Object.keys(store.get()) as K[]) {
    Object.defineProperty(labels, key, { enumerable: true, get: () => store.get()[key] });
  }
  return labels;
}
