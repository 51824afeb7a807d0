// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { PhoneField } from './phone-field';

function Field() {
  const [value, setValue] = useState('');
  return <PhoneField label="Phone" value={value} onChange={setValue} />;
}

const field = () => screen.getByLabelText('Phone') as HTMLInputElement;

// every usual way of writing the same Turkmen mobile number
const SPELLINGS = [
  '+993 65 12 34 56',
  '+99365123456',
  '993 65 123456',
  '8 65 12-34-56',
  '8 (65) 12-34-56',
  '65123456',
  '+993 (65) 12 34 56',
  '00993 65 12 34 56',
  ' +993\u00a065-12-34-56 ',
];

afterEach(cleanup);

describe('phone field, a whole number at once', () => {
  it.each(SPELLINGS)('a paste of %j gives +99365123456', async (spelling) => {
    const user = userEvent.setup();
    render(<Field />);
    await user.click(field()); // focus puts "+993" in, the caret after it
    expect(field().value).toBe('+993');
    await user.paste(spelling);
    expect(field().value).toBe('+99365123456');
  });

  it('a paste over part of a number typed before replaces it', async () => {
    const user = userEvent.setup();
    render(<Field />);
    await user.click(field());
    await user.keyboard('612');
    await user.paste('8 61 23-45-67');
    expect(field().value).toBe('+99361234567');
  });

  it.each(SPELLINGS)('an autofill of %j (the whole value set at once) gives +99365123456', (spelling) => {
    render(<Field />);
    fireEvent.focus(field());
    fireEvent.change(field(), { target: { value: spelling } });
    expect(field().value).toBe('+99365123456');
  });

  it('typing digit by digit still goes through the mask', async () => {
    const user = userEvent.setup();
    render(<Field />);
    await user.click(field());
    await user.keyboard('6a5-1234567');
    expect(field().value).toBe('+99365123456'); // only digits, at most 8 of them
    await user.keyboard('{Backspace}'.repeat(12));
    expect(field().value).toBe('+993');
    await user.keyboard('8651234'); // the trunk 8 typed first stays until the number is whole
    expect(field().value).toBe('+9938651234');
    await user.keyboard('56');
    expect(field().value).toBe('+99365123456');
    await user.keyboard('{Backspace}'.repeat(12));
    expect(field().value).toBe('+993');
  });

  it('a pasted fragment or a landline is no whole number: it is masked, not invented', async () => {
    const user = userEvent.setup();
    render(<Field />);
    await user.click(field());
    await user.paste('65 12');
    expect(field().value).toBe('+9936512');
    fireEvent.change(field(), { target: { value: '+993 12 345678' } });
    expect(field().value).toBe('+99312345678');
  });

  it('says why the number is refused, read with the field', () => {
    render(<PhoneField label="Phone" value="+99312345678" onChange={() => {}} error="Enter a mobile number" />);
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(field().getAttribute('aria-describedby')!)?.textContent).toBe('Enter a mobile number');
  });
});
