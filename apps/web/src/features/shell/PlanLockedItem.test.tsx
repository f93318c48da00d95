import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { PlanLockedItem } from './PlanLockedItem';

const MESSAGE = 'This feature is not available in your selected plan';

describe('plan-locked feature (ROL-16)', () => {
  it('shows a lock icon next to the label and leads nowhere', async () => {
    const { container } = await renderWithProviders(<PlanLockedItem label="Courses" nav="courses" />);
    const item = screen.getByRole('button', { name: 'Courses' });
    expect(item).toHaveAttribute('aria-disabled');
    expect(item).toHaveAttribute('data-locked');
    expect(item).toHaveAttribute('data-nav', 'courses');
    expect(item.querySelector('svg[data-icon="lock"]')).not.toBeNull();
    expect(item.querySelector('svg')?.classList.contains('tabler-icon-lock')).toBe(true);
    expect(container.querySelector('a')).toBeNull();
  });

  it('says "This feature is not available in your selected plan" on hover', async () => {
    await renderWithProviders(<PlanLockedItem label="Courses" nav="courses" />);
    expect(screen.queryByText(MESSAGE)).toBeNull();
    fireEvent.mouseEnter(screen.getByRole('button', { name: 'Courses' }));
    expect(await screen.findByText(MESSAGE)).toBeInTheDocument();
  });

  it('gives the message to assistive technology too', async () => {
    await renderWithProviders(<PlanLockedItem label="Courses" nav="courses" />);
    expect(screen.getByRole('button', { name: 'Courses' })).toHaveAttribute('aria-description', MESSAGE);
  });
});
