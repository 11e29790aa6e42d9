import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ChatLauncher } from './ChatLauncher';

describe('ChatLauncher', () => {
  it('opens a panel where the assistant introduces itself by name', async () => {
    render(<ChatLauncher />, { wrapper: MemoryRouter });
    const launcher = screen.getByRole('button', { name: 'Chat with Avery' });
    expect(launcher).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(launcher);
    expect(screen.getByRole('region', { name: 'Chat with Avery' })).toHaveTextContent("Hi, I'm Avery from Wrap Lab Chicago");
    expect(screen.getByRole('button', { name: 'Close chat' })).toHaveAttribute('aria-expanded', 'true');
  });
});
