// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithShop } from '../../../../tests/helpers/harness';
import { CodeBoxes } from './code-boxes';

function Harness({ invalid = false, onFocusBox = () => {} }) {
  const [digits, setDigits] = useState(['', '', '', '', '']);
  return (
    <>
      <CodeBoxes digits={digits} onChange={setDigits} invalid={invalid} onFocusBox={onFocusBox} />
      <output data-testid="code">{digits.join('')}</output>
    </>
  );
}

const boxes = () => screen.getAllByRole('textbox') as HTMLInputElement[];
const code = () => screen.getByTestId('code').textContent;

afterEach(cleanup);

describe('code boxes', () => {
  it('are five labelled numeric one-time-code inputs', () => {
    renderWithShop(<Harness />);
    expect(boxes()).toHaveLength(5);
    for (const [i, box] of boxes().entries()) {
      expect(box.getAttribute('inputmode')).toBe('numeric');
      expect(box.getAttribute('autocomplete')).toBe('one-time-code');
      expect(screen.getByLabelText(`Digit ${i + 1} of 5`)).toBe(box);
    }
  });

  it('takes a digit and moves to the next box', () => {
    renderWithShop(<Harness />);
    boxes()[0].focus();
    fireEvent.change(boxes()[0], { target: { value: '4' } });
    expect(code()).toBe('4');
    expect(document.activeElement).toBe(boxes()[1]);
  });

  it('ignores anything that is not a digit', () => {
    renderWithShop(<Harness />);
    boxes()[0].focus();
    fireEvent.change(boxes()[0], { target: { value: 'a' } });
    fireEvent.change(boxes()[0], { target: { value: '-' } });
    expect(code()).toBe('');
    expect(document.activeElement).toBe(boxes()[0]);
  });

  it('replaces a filled box with the newly typed digit', () => {
    renderWithShop(<Harness />);
    fireEvent.change(boxes()[0], { target: { value: '4' } });
    fireEvent.change(boxes()[0], { target: { value: '47' } });
    expect(code()).toBe('7');
  });

  it('clears on Backspace and moves back', () => {
    renderWithShop(<Harness />);
    fireEvent.change(boxes()[0], { target: { value: '1' } });
    fireEvent.change(boxes()[1], { target: { value: '2' } });
    boxes()[1].focus();
    fireEvent.keyDown(boxes()[1], { key: 'Backspace' });
    expect(code()).toBe('1');
    expect(document.activeElement).toBe(boxes()[0]);
  });

  it('fills up to five boxes from a paste, digits only', () => {
    renderWithShop(<Harness />);
    fireEvent.paste(boxes()[2], { clipboardData: { getData: () => 'code: 12-34-56-78' } });
    expect(code()).toBe('12345');
    expect(boxes().map((b) => b.value)).toEqual(['1', '2', '3', '4', '5']);
  });

  it('spreads a multi-digit autofill over the boxes, even over a filled box', () => {
    renderWithShop(<Harness />);
    fireEvent.change(boxes()[0], { target: { value: '98765' } });
    expect(code()).toBe('98765');
    fireEvent.change(boxes()[0], { target: { value: '17505' } });
    expect(code()).toBe('17505');
  });

  it('keeps the new digit whichever side of the old one it was typed', () => {
    renderWithShop(<Harness />);
    fireEvent.change(boxes()[1], { target: { value: '3' } });
    fireEvent.change(boxes()[1], { target: { value: '83' } });
    expect(code()).toBe('8');
  });

  it('marks every box invalid and reports focus so the mark can be cleared', () => {
    let focused = 0;
    renderWithShop(<Harness invalid onFocusBox={() => focused++} />);
    for (const box of boxes()) expect(box.getAttribute('aria-invalid')).toBe('true');
    fireEvent.focus(boxes()[3]);
    expect(focused).toBe(1);
  });
});
