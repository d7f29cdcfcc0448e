import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, it, vi } from 'vitest';
import { formFields } from './formFields';

function Form({ busy = false, onClear }: { busy?: boolean; onClear: (f: string) => void }) {
  const [values, setValues] = useState({ website: 'harbor.example' });
  const [refusal, setRefusal] = useState<string | null>('website must start with https://');
  const { text } = formFields(
    values,
    (key, value) => setValues((v) => ({ ...v, [key]: value })),
    {
      errorOf: (f) => (f === 'website' ? refusal : null),
      clear: (f) => {
        onClear(f);
        setRefusal(null);
      },
    },
    busy,
  );
  return <>{text('website', 'Website', { helperText: 'Starts with https://' })}</>;
}

it("shows the field's refusal beside it, and a change sets the value and forgets the refusal", async () => {
  const onClear = vi.fn();
  render(<Form onClear={onClear} />);
  const field = screen.getByLabelText('Website');
  expect(field).toHaveAccessibleDescription('website must start with https://');
  expect(field).toHaveAttribute('aria-invalid', 'true');
  await userEvent.type(field, '!');
  expect(field).toHaveValue('harbor.example!');
  expect(onClear).toHaveBeenCalledWith('website');
  expect(field).toHaveAccessibleDescription('Starts with https://');
  expect(field).toHaveAttribute('aria-invalid', 'false');
});

it('a field waits while the form saves', () => {
  render(<Form busy onClear={vi.fn()} />);
  expect(screen.getByLabelText('Website')).toBeDisabled();
});
