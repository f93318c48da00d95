import { fireEvent, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { LoginForm } from './LoginForm';

async function renderLogin() {
  await renderWithProviders(
    <MemoryRouter>
      <LoginForm />
    </MemoryRouter>,
  );
  return { email: screen.getByLabelText('Email'), password: screen.getByLabelText('Password') };
}

describe('login form field messages (ERR-15, ERR-18, ERR-21)', () => {
  it('shows a message under a field only once it is touched and in error', async () => {
    const { email, password } = await renderLogin();
    fireEvent.change(email, { target: { value: 'ada@' } });
    expect(screen.queryByText('Email is not a valid email')).toBeNull();
    fireEvent.blur(email);
    expect(await screen.findByText('Email is not a valid email')).toBeInTheDocument();
    expect(screen.queryByText('Password is a required field')).toBeNull();
    fireEvent.focus(password);
    fireEvent.blur(password);
    expect(await screen.findByText('Password is a required field')).toBeInTheDocument();
    fireEvent.change(email, { target: { value: 'ada@example.org' } });
    await vi.waitFor(() => expect(screen.queryByText('Email is not a valid email')).toBeNull());
  });

  it('an emptied email reads "Email is a required field"', async () => {
    const { email } = await renderLogin();
    fireEvent.change(email, { target: { value: '  ' } });
    fireEvent.blur(email);
    expect(await screen.findByText('Email is a required field')).toBeInTheDocument();
  });

  it('signing in with nothing filled in names both fields and focuses the email (D-93)', async () => {
    const { email } = await renderLogin();
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('Email is a required field')).toBeInTheDocument();
    expect(screen.getByText('Password is a required field')).toBeInTheDocument();
    await vi.waitFor(() => expect(document.activeElement).toBe(email));
  });
});
