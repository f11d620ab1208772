import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DAMAGED_PDF_MESSAGE } from '@portal/contracts/platform/rules/pdf';
import { MESSAGES } from '@portal/contracts/platform/messages';
import { DATE_MESSAGES } from '@portal/contracts/platform/rules/dates';
import { DateInput, refusedDateText } from './DateInput.tsx';
import { DateRangeInput, type DateRangeValue } from './DateRangeInput.tsx';
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

function Dated({ onValue, error }: { onValue: (value: string | null) => void; error?: string }) {
  const [value, setValue] = useState<string | null>('2026-03-01');
  return (
    <DateInput
      label="Created From"
      value={value}
      error={error}
      maxDate="2026-12-31"
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

describe('shared inputs', () => {
  it('DateInput says why typed text was not taken, instead of silently putting the last date back', async () => {
    const onValue = vi.fn();
    renderWithProviders(<Dated onValue={onValue} error="Created From is required" />);
    const input = screen.getByLabelText('Created From');
    await userEvent.clear(input);
    await userEvent.type(input, '13/45/2026');
    await userEvent.tab();
    expect(await screen.findByText(MESSAGES.dateNotRead('13/45/2026'))).toBeInTheDocument();
    expect(screen.queryByText('Created From is required')).toBeNull();

    await userEvent.clear(input);
    await userEvent.type(input, '01/15/2027');
    await userEvent.tab();
    expect(
      await screen.findByText(MESSAGES.dateOutOfRange('01/15/2027', '01/01/1970', '12/31/2026')),
    ).toBeInTheDocument();

    await userEvent.clear(input);
    await userEvent.type(input, '04/02/2026');
    await waitFor(() => expect(onValue).toHaveBeenLastCalledWith('2026-04-02'));
    await userEvent.tab();
    await waitFor(() => expect(screen.queryByText(/is not a date|is outside the dates allowed/)).toBeNull());
    expect(screen.getByText('Created From is required')).toBeInTheDocument();
  });

  it('DateInput offers its clear button only while the date can be changed', () => {
    const { rerender } = renderWithProviders(
      <DateInput label="Effective Date" value="2026-03-01" onChange={() => undefined} />,
    );
    expect(screen.getByRole('button', { name: 'Clear Effective Date' })).toBeInTheDocument();
    rerender(<DateInput label="Effective Date" value="2026-03-01" onChange={() => undefined} disabled />);
    expect(screen.queryByRole('button', { name: 'Clear Effective Date' })).toBeNull();
    rerender(<DateInput label="Effective Date" value="2026-03-01" onChange={() => undefined} readOnly />);
    expect(screen.queryByRole('button', { name: 'Clear Effective Date' })).toBeNull();
  });

  it('refusedDateText leaves empty text and the field’s own value to the form', () => {
    expect(refusedDateText('', null, '1970-01-01', '2100-12-31')).toBeNull();
    expect(refusedDateText('01/01/1960', '1960-01-01', '1970-01-01', '2100-12-31')).toBeNull();
    expect(refusedDateText('01/01/1960', null, '1970-01-01', '2100-12-31')).toBe(
      MESSAGES.dateOutOfRange('01/01/1960', '01/01/1970', '12/31/2100'),
    );
    expect(refusedDateText('2/30/2026', null, '1970-01-01', '2100-12-31')).toBe(MESSAGES.dateNotRead('2/30/2026'));
  });

  it('DateRangeInput keeps both dates in whichever order they are typed, and names a start after the end under To', async () => {
    function Received() {
      const [value, setValue] = useState<DateRangeValue>({ start: null, end: null });
      return <DateRangeInput label="Received" value={value} onChange={setValue} />;
    }
    renderWithProviders(<Received />);
    const from = screen.getByRole('textbox', { name: 'Received From' });
    const to = screen.getByRole('textbox', { name: 'Received To' });
    await userEvent.type(to, '11/05/2026');
    await userEvent.tab();
    await userEvent.type(from, '11/09/2026');
    await userEvent.tab();
    expect(from).toHaveValue('11/09/2026');
    expect(to).toHaveValue('11/05/2026');
    expect(to).toHaveAccessibleDescription(DATE_MESSAGES.rangeOrder);
    // Put in order, the message goes and both dates stay.
    await userEvent.clear(from);
    await userEvent.type(from, '11/01/2026');
    await userEvent.tab();
    expect(from).toHaveValue('11/01/2026');
    expect(to).toHaveValue('11/05/2026');
    expect(screen.queryByText(DATE_MESSAGES.rangeOrder)).toBeNull();
    // An end typed before the start it follows is kept too.
    await userEvent.clear(to);
    await userEvent.type(to, '10/01/2026');
    await userEvent.tab();
    expect(to).toHaveValue('10/01/2026');
    expect(to).toHaveAccessibleDescription(DATE_MESSAGES.rangeOrder);
  });

  it('DateRangeInput speaks of the order only when both dates are valid: a From with its own message shows that alone', async () => {
    function Received({ startError }: { startError?: string }) {
      const [value, setValue] = useState<DateRangeValue>({ start: '2026-11-09', end: '2026-11-05' });
      return <DateRangeInput label="Received" value={value} onChange={setValue} startError={startError} />;
    }
    const { unmount } = renderWithProviders(<Received />);
    const from = screen.getByRole('textbox', { name: 'Received From' });
    const to = screen.getByRole('textbox', { name: 'Received To' });
    expect(to).toHaveAccessibleDescription(DATE_MESSAGES.rangeOrder);
    // From typed as no date: the field keeps its last good date (after To), but only From's own message shows.
    await userEvent.clear(from);
    await userEvent.type(from, '13/45/2026');
    await userEvent.tab();
    expect(await screen.findByText(MESSAGES.dateNotRead('13/45/2026'))).toBeInTheDocument();
    expect(screen.queryByText(DATE_MESSAGES.rangeOrder)).toBeNull();
    // A valid From again, still after To: the order is named again.
    await userEvent.clear(from);
    await userEvent.type(from, '11/08/2026');
    await userEvent.tab();
    expect(to).toHaveAccessibleDescription(DATE_MESSAGES.rangeOrder);
    expect(screen.queryByText(/is not a date/)).toBeNull();
    unmount();
    // A From the screen itself refuses (its error) is put right first, too.
    renderWithProviders(<Received startError="Received From is outside the plan year." />);
    expect(screen.getByText('Received From is outside the plan year.')).toBeInTheDocument();
    expect(screen.queryByText(DATE_MESSAGES.rangeOrder)).toBeNull();
  });

  it('DateRangeInput with sharedLabel shows one label over the pair and still names each field', () => {
    renderWithProviders(
      <DateRangeInput
        label="Fax Received Date"
        sharedLabel
        value={{ start: '2026-03-01', end: null }}
        onChange={() => undefined}
      />,
    );
    expect(screen.getByRole('group', { name: 'Fax Received Date' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Fax Received Date From' })).toHaveValue('03/01/2026');
    expect(screen.getByRole('textbox', { name: 'Fax Received Date To' })).toHaveValue('');
    expect(screen.queryByText('Fax Received Date From')).toBeNull();
    expect(screen.getByRole('button', { name: 'Clear Fax Received Date From' })).toBeVisible();
  });

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

  it('TextInput gives a read-only box’s whole value on hover, and a box being typed in none', () => {
    const address = 'margaret.worthington-fairweather@example-health-plan.org';
    renderWithProviders(
      <>
        <TextInput label="Shown" value={address} readOnly onChange={() => undefined} />
        <TextInput label="Typed" value={address} onChange={() => undefined} />
        <TextInput label="Hinted" value={address} readOnly title="A hint of its own" onChange={() => undefined} />
        <TextInput label="Empty" value="" readOnly onChange={() => undefined} />
      </>,
    );
    expect(screen.getByLabelText('Shown')).toHaveAttribute('title', address);
    expect(screen.getByLabelText('Typed')).not.toHaveAttribute('title');
    expect(screen.getByLabelText('Hinted')).toHaveAttribute('title', 'A hint of its own');
    expect(screen.getByLabelText('Empty')).not.toHaveAttribute('title');
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
