import { type ChangeEvent, useState } from 'react';
import { useClientStore } from '#app/lib/client-store-context.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import { datePartOrder, isIsoDate, isoToText, maskDateText, textToIso } from './date-text';
import { type FieldProps, TextField } from './text-field';

interface DateFieldProps extends FieldProps {
  name?: string;
  /** YYYY-MM-DD, or what the player has typed so far, or ''. */
  value: string;
  /** YYYY-MM-DD once the text is a complete real day, else the text as typed ('' when cleared). */
  onChange: (value: string) => void;
  autoComplete?: string;
}

/**
 * A date typed as the brand's market writes it (dd/mm/yyyy in Greek and on euro brands) on the number pad, with
 * the slashes put in. A browser's date input follows the device's language, not the site's, so a Greek site on an
 * English phone asked for mm/dd/yyyy; this field always asks in the site's order.
 */
export function DateField({ value, onChange, ...field }: DateFieldProps) {
  const t = useT();
  const locale = useClientStore((state) => state.language.locale);
  const order = datePartOrder(locale);
  const shown = isIsoDate(value) ? isoToText(value, order) : value;
  const [text, setText] = useState(shown);
  // The value changed from outside (a reset, a stored filter): show it instead of what was typed. A parent that
  // keeps only complete dates leaves the prop as it was while the player types, and the typing stays.
  const [previousValue, setPreviousValue] = useState(value);
  if (value !== previousValue) {
    setPreviousValue(value);
    if (value !== (textToIso(text, order) ?? text)) setText(shown);
  }

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const next = maskDateText(event.target.value, order, text);
    setText(next);
    onChange(textToIso(next, order) ?? next);
  };
  const placeholder = order.map((part) => t(`Common.DatePart.${part}`)).join('/');
  return (
    <TextField
      {...field}
      type="text"
      inputMode="numeric"
      placeholder={placeholder}
      maxLength={10}
      value={text}
      onChange={change}
    />
  );
}
