import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmailText } from './EmailText.tsx';

describe('an e-mail address in a narrow box', () => {
  it('may break only before its @: the name and the domain are spans of their own with a break point between', () => {
    const { container } = render(<EmailText address="claims.dept@portal.example" />);
    expect([...container.querySelectorAll('span')].map((span) => span.textContent)).toEqual([
      'claims.dept',
      '@portal.example',
    ]);
    expect(container.innerHTML).toBe('<span>claims.dept</span><wbr><span>@portal.example</span>');
  });

  it('shows a value without a name before an @ as it is, and nothing for none', () => {
    expect(render(<EmailText address="@portal.example" />).container.innerHTML).toBe('<span>@portal.example</span>');
    expect(render(<EmailText address={null} />).container.innerHTML).toBe('');
  });
});
