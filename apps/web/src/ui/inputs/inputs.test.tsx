import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DAMAGED_PDF_MESSAGE } from '@portal/contracts/platform/rules/pdf';
import { renderWithProviders } from '../../test/render.tsx';
import { PdfUpload } from './PdfUpload.tsx';
import { PhoneInput } from './PhoneInput.tsx';
import { TextInput } from './TextInput.tsx';

function Phone({ onValue }: { onValue: (digits: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <PhoneInput
      label="Phone"
      value={value}
      onChange={(digits) => {
        setValue(digits);
        onValue(digits);
      }}
    />
  );
}

describe('shared inputs', () => {
  it('PhoneInput keeps digits only and shows (ddd)ddd-dddd', async () => {
    const onValue = vi.fn();
    renderWithProviders(<Phone onValue={onValue} />);
    const input = screen.getByLabelText('Phone');
    await userEvent.type(input, '55a5123x456789');
    expect(input).toHaveValue('(555)123-4567');
    expect(onValue).toHaveBeenLastCalledWith('5551234567');
  });

  it('TextInput normalises dashes and non-ASCII characters', () => {
    const onChange = vi.fn();
    renderWithProviders(<TextInput label="Name" onChange={(event) => onChange(event.currentTarget.value)} />);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Smith\u2014Jos\u00e9' } });
    expect(onChange).toHaveBeenLastCalledWith('Smith-Jos ');
  });

  it('PdfUpload refuses a file without the %%EOF end marker', async () => {
    const onChange = vi.fn();
    renderWithProviders(<PdfUpload label="Enrollment form" value={null} onChange={onChange} />);
    const input = document.querySelector('input[type="file"]');
    if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
    const damaged = new File(['%PDF-1.7 truncated'], 'form.pdf', { type: 'application/pdf' });
    await userEvent.upload(input, damaged);
    expect(await screen.findByText(DAMAGED_PDF_MESSAGE)).toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith(null);

    const good = new File(['%PDF-1.7 body %%EOF\n'], 'form.pdf', { type: 'application/pdf' });
    await userEvent.upload(input, good);
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(good));
  });
});
