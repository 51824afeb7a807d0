import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useT } from '../../../i18n';

export const CODE_LENGTH = 5;

interface Props {
  digits: string[];
  onChange(digits: string[]): void;
  invalid: boolean;
  /** focusing a box clears the wrong-code mark (spec §5) */
  onFocusBox(): void;
  disabled?: boolean;
}

/**
 * What an edit of a box added: a digit typed next to the one already there (the old digit is
 * dropped, whichever side it is on), or a whole pasted or autofilled code.
 */
export function typedText(value: string, previous: string): string {
  if (value.length !== 2 || !previous) return value;
  return value.startsWith(previous) ? value.slice(1) : value.slice(0, 1);
}

/** Five single-digit boxes: digits only, a digit advances, Backspace clears and goes back, paste fills. */
export function CodeBoxes({ digits, onChange, invalid, onFocusBox, disabled }: Props) {
  const t = useT();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focus = (i: number) => boxes.current[Math.max(0, Math.min(CODE_LENGTH - 1, i))]?.focus();

  // Fills from box `from` with the given digits (a typed digit, a paste, or the phone's autofill).
  const fill = (from: number, text: string) => {
    const incoming = text
      .replace(/\D/g, '')
      .slice(0, CODE_LENGTH - from)
      .split('');
    if (incoming.length === 0) return;
    const next = [...digits];
    incoming.forEach((d, k) => (next[from + k] = d));
    onChange(next);
    focus(from + incoming.length);
  };

  const onKeyDown = (i: number) => (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Backspace') {
      e.preventDefault();
      const next = [...digits];
      next[i] = '';
      onChange(next);
      focus(i - 1);
    } else if (e.key === 'ArrowLeft') focus(i - 1);
    else if (e.key === 'ArrowRight') focus(i + 1);
  };

  const onPaste = (e: ClipboardEvent<HTMLInputElement>) => {
    e.preventDefault();
    fill(0, e.clipboardData.getData('text'));
  };

  return (
    <fieldset className="code-boxes" aria-invalid={invalid || undefined}>
      <legend>{t('auth.code_legend')}</legend>
      {digits.map((digit, i) => (
        <input
          key={i}
          ref={(el) => void (boxes.current[i] = el)}
          className={invalid ? 'field-invalid' : undefined}
          aria-invalid={invalid || undefined}
          aria-label={t('auth.code_digit', { n: i + 1, total: CODE_LENGTH })}
          value={digit}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          disabled={disabled}
          onFocus={(e) => {
            onFocusBox();
            e.currentTarget.select();
          }}
          onKeyDown={onKeyDown(i)}
          onPaste={onPaste}
          onChange={(e) => fill(i, typedText(e.target.value, digit))}
        />
      ))}
    </fieldset>
  );
}
