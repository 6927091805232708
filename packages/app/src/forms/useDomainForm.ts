import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Currency, Issue, WritePath } from '@broker/domain';
import { newRequestId } from '../api/hooks.ts';
import { issueText } from './issueText.ts';
import { placeFailure, type PlacedFailure } from './placeFailure.ts';

type FormValues = Record<string, unknown>;
type TextKeys<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

export interface DomainFormOptions<V extends FormValues, F extends string> {
  /** The values when the form opens (kept as typed after any failure). */
  initial: V | (() => V);
  /** The form's controls in screen order: the first invalid one takes the focus. */
  fields: readonly F[];
  /** The write the form sends: the domain's table for it places the server's answers. */
  path: WritePath;
  /** Request fields shown on another control, e.g. `{ cardId: 'destination' }`. */
  fieldOf?: Readonly<Partial<Record<string, F>>>;
  /** The currency that amount bounds are said in when the answer names none. */
  currency?: Currency;
  /** The screen's own words for a key (e.g. with the time window), else the shared text. */
  describe?: (key: string, params: unknown, values: V) => string | null | undefined;
}

/**
 * One form's state and its submit pipeline (docs/forms.md): values; per-field errors from the
 * domain's validators and the server's answers, each cleared when its field changes; the form's
 * alert for what belongs to no field; the focus on the first invalid field; and one request id per
 * opening of the form, renewed on every edit and after a success, so that a retry or a double tap
 * is answered once by the server (api.md §1.5) but a changed order is a new one.
 */
export function useDomainForm<V extends FormValues, F extends string>(options: DomainFormOptions<V, F>) {
  const { t } = useTranslation();
  const formId = useId();
  const [values, setValues] = useState<V>(options.initial);
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const [alert, setAlert] = useState<{ key: string; text: string } | null>(null);
  const requestId = useRef(newRequestId());
  const sending = useRef(false);
  const { fields, path, fieldOf = {}, currency, describe } = options;

  const fieldId = (field: F) => `${formId}-${field}`;
  const textOf = (key: string, params: unknown) =>
    describe?.(key, params, values) ?? issueText(t, key, params, currency);

  const clearError = (field: F) =>
    setErrors((current) => {
      if (!(field in current)) return current;
      const { [field]: _removed, ...rest } = current;
      return rest as Partial<Record<F, string>>;
    });

  /** Something the request is made of changed (a value, a picked record, a photo): a new request. */
  const edited = () => {
    requestId.current = newRequestId();
    setAlert(null);
  };

  const set = (patch: Partial<V>) => {
    setValues((current) => ({ ...current, ...patch }));
    for (const field of Object.keys(patch)) {
      if ((fields as readonly string[]).includes(field)) clearError(field as F);
    }
    edited();
  };

  const change =
    <K extends keyof V & string>(field: K) =>
    (value: V[K]) =>
      set({ [field]: value } as unknown as Partial<V>);

  const focusFirst = (invalid: Partial<Record<F, string>>) => {
    for (const field of fields) {
      const element = invalid[field] ? document.getElementById(fieldId(field)) : null;
      if (element) {
        element.focus();
        return;
      }
    }
  };

  const controlOf = (requestField: string): F | null => {
    const control = fieldOf[requestField] ?? requestField;
    return (fields as readonly string[]).includes(control) ? (control as F) : null;
  };

  /**
   * Shows the domain's issues: the first of each control next to it, the first of the rest in the
   * form's alert, and focuses the first invalid control. True when there are none.
   */
  const show = (issues: readonly Issue[]): boolean => {
    const next: Partial<Record<F, string>> = {};
    let formAlert: { key: string; text: string } | null = null;
    for (const issue of issues) {
      const control = controlOf(issue.field);
      if (control !== null) next[control] ??= textOf(issue.key, issue.params);
      else formAlert ??= { key: issue.key, text: textOf(issue.key, issue.params) };
    }
    setErrors(next);
    setAlert(formAlert);
    focusFirst(next);
    return issues.length === 0;
  };

  /** Shows a failed write where it belongs (`placeFailure`) and returns where that was. */
  const fail = (failure: unknown): PlacedFailure => {
    const placed = placeFailure(path, failure, fields, fieldOf as Record<string, string>);
    const text = textOf(placed.key, placed.data);
    if (placed.field !== null) {
      const invalid = { [placed.field]: text } as Partial<Record<F, string>>;
      setErrors((current) => ({ ...current, ...invalid }));
      focusFirst(invalid);
    } else setAlert({ key: placed.key, text });
    return placed;
  };

  /**
   * Sends the write with the form's request id. Null when it succeeded (the next send is a new
   * request); otherwise the failure, already shown, for the screen to react to (reload a record…).
   */
  const send = async (write: (requestId: string) => Promise<void>): Promise<PlacedFailure | null> => {
    if (sending.current) return null;
    sending.current = true;
    try {
      await write(requestId.current);
      requestId.current = newRequestId();
      return null;
    } catch (failure) {
      return fail(failure);
    } finally {
      sending.current = false;
    }
  };

  /**
   * The form's `onSubmit`: validate with the domain (nothing is sent while an issue remains), then
   * `send` — or, for writes confirmed in a dialog first, only `validate` and open the dialog.
   */
  const handleSubmit =
    (steps: {
      validate: () => readonly Issue[];
      send: (requestId: string) => Promise<void>;
      /** After a failed send has been shown: the screen's reaction (reload what changed elsewhere). */
      onFailure?: (failure: PlacedFailure) => void;
    }) =>
    (event?: FormEvent) => {
      event?.preventDefault();
      if (sending.current || !show(steps.validate())) return;
      void send(steps.send).then((failure) => {
        if (failure) steps.onFailure?.(failure);
      });
    };

  /** The props of a text control: id (for the focus), value, onChange and error. */
  const field = <K extends TextKeys<V> & F>(name: K) => ({
    id: fieldId(name),
    value: values[name] as string,
    onChange: change(name) as (value: string) => void,
    error: errors[name],
  });

  return {
    formId,
    values,
    errors,
    /** What the form says about the whole request, or null. */
    alert: alert?.text ?? null,
    /** The message key of the alert, for a screen that offers a way out (e.g. to the records). */
    alertKey: alert?.key ?? null,
    fieldId,
    field,
    change,
    set,
    edited,
    clearError,
    show,
    fail,
    send,
    handleSubmit,
    /** The request id the next send uses (for tests and retries). */
    requestId: () => requestId.current,
  };
}

export type DomainForm<V extends FormValues, F extends string> = ReturnType<typeof useDomainForm<V, F>>;
