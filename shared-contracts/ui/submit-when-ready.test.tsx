// @vitest-environment happy-dom
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

import { useSubmitType } from './submit-when-ready';

function SignIn() {
  return (
    <form>
      <input name="email" />
      <button type={useSubmitType()}>Sign In</button>
    </form>
  );
}

describe('a submit that waits for its form', () => {
  it('is a plain button in the server HTML, fields open to input, and a submit once the form has hydrated', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<SignIn />);
    expect(container.querySelector('button')).toHaveAttribute('type', 'button');
    expect(container.querySelector('input')).not.toBeDisabled();
    document.body.append(container);
    await act(async () => void hydrateRoot(container, <SignIn />));
    expect(container.querySelector('button')).toHaveAttribute('type', 'submit');
    container.remove();
  });
});
