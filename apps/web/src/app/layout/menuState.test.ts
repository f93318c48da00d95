import { describe, expect, it } from 'vitest';
import { hidesSideBar, hidesTopBar } from './chromeRules';
import { initialMenuState, isMobileWidth, menuStateAfterResize } from './menuState';

describe('side menu state (LOC-09..12)', () => {
  it('starts collapsed under 576 px whatever was stored', () => {
    expect(initialMenuState('open', 575)).toBe('closed');
  });
  it('restores the remembered state otherwise', () => {
    expect(initialMenuState('closed', 1400)).toBe('closed');
    expect(initialMenuState('open', 800)).toBe('open');
  });
  it('defaults by width when nothing is stored', () => {
    expect(initialMenuState(null, 999)).toBe('closed');
    expect(initialMenuState(null, 1000)).toBe('open');
    expect(initialMenuState('garbage', 1200)).toBe('open');
  });
  it('collapses when crossing below 1000 px and expands at or above', () => {
    expect(menuStateAfterResize('open', 1200, 999)).toBe('closed');
    expect(menuStateAfterResize('closed', 999, 1000)).toBe('open');
    expect(menuStateAfterResize('closed', 1200, 1100)).toBe('closed');
    expect(menuStateAfterResize('open', 800, 700)).toBe('open');
  });
  it('shows the mobile bottom menu only below 576 px', () => {
    expect(isMobileWidth(575)).toBe(true);
    expect(isMobileWidth(576)).toBe(false);
  });
});

describe('chrome rules (CHR-05, CHR-06)', () => {
  it('hides the side bar on coaching-session and application-file routes', () => {
    expect(hidesSideBar('/coaching/session/c1')).toBe(true);
    expect(hidesSideBar('/application/a1/activities')).toBe(true);
    expect(hidesSideBar('/application/new')).toBe(false);
    expect(hidesSideBar('/applications/overview')).toBe(false);
  });
  it('hides the top bar on builders and editors', () => {
    expect(hidesTopBar('/applications/funnels/f1/builder')).toBe(true);
    expect(hidesTopBar('/events/e1/edit')).toBe(true);
    expect(hidesTopBar('/events/e1')).toBe(false);
  });
});
