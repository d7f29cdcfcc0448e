import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { CrisisSupportTab } from './CrisisSupportTab';
import { emptySafetyPlan } from '../../domain/toolkit/content';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

it('offers the four crisis lines as one-tap links', () => {
  render(<CrisisSupportTab plan={emptySafetyPlan()} onChange={() => {}} onClear={() => {}} />);
  const hrefs = screen
    .getAllByRole('link')
    .map((a) => a.getAttribute('href'))
    .filter((h) => h?.startsWith('tel:') || h?.startsWith('sms:'));
  expect(hrefs).toEqual(['tel:988', 'sms:741741?&body=HOME', 'tel:18006624357', 'tel:911']);
  expect(screen.getByRole('link', { name: /Crisis Text Line/ })).toHaveTextContent(
    'Text HOME to 741741',
  );
});

it('saves each section as the person types and shows progress', () => {
  const onChange = vi.fn();
  const plan = { ...emptySafetyPlan(), warningSigns: 'Isolating' };
  render(<CrisisSupportTab plan={plan} onChange={onChange} onClear={() => {}} />);
  expect(screen.getByRole('textbox', { name: '1. My warning signs' })).toHaveValue('Isolating');
  fireEvent.change(screen.getByRole('textbox', { name: '4. People I can ask for help' }), {
    target: { value: 'Sam 555-0100' },
  });
  expect(onChange).toHaveBeenCalledWith('peopleToAsk', 'Sam 555-0100');
  expect(screen.getByRole('status')).toHaveTextContent('1 of 6 sections filled in');
});

it('clears the plan only after confirmation and prints it', () => {
  const onClear = vi.fn();
  const onPrint = vi.fn();
  const plan = { ...emptySafetyPlan(), professionals: 'Dr. Lee 555-0199' };
  render(<CrisisSupportTab plan={plan} onChange={() => {}} onClear={onClear} onPrint={onPrint} />);
  fireEvent.click(screen.getByRole('button', { name: 'Clear plan' }));
  fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
  act(() => vi.runOnlyPendingTimers());
  expect(onClear).not.toHaveBeenCalled();
  fireEvent.click(screen.getByRole('button', { name: 'Clear plan' }));
  fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Clear plan' }));
  expect(onClear).toHaveBeenCalledOnce();
  act(() => vi.runOnlyPendingTimers());
  fireEvent.click(screen.getByRole('button', { name: 'Print safety plan' }));
  const sheet = screen.getByRole('dialog', { name: 'My Safety Plan' });
  expect(sheet).toHaveTextContent('Dr. Lee 555-0199');
  expect(sheet).toHaveTextContent('988 Suicide & Crisis Lifeline: 988');
  fireEvent.click(within(sheet).getByRole('button', { name: 'Print' }));
  expect(onPrint).toHaveBeenCalledOnce();
});
