import { describe, expect, it } from 'vitest';
import { MENU_STATES, STORAGE_KEYS } from './constants.js';
import { APP_LANGUAGES, DEFAULT_LOCALE, EMAIL_LANGUAGES, LANG_COOKIE, LANG_COOKIE_DAYS, SUPPORTED_LOCALES, chooserLocales } from './locales.js';
import * as ref from './reference.js';

/** Every value below is written from the checklist row (D2 §9, D1 §4), not copied from the implementation. */
describe('reference lists of D2 §9', () => {
  it('REF-02: the app languages are en, fr, es, ar, ko, uk, de, pt, tr; the choosers offer them (plus a current other locale)', () => {
    expect(APP_LANGUAGES).toEqual(['en', 'fr', 'es', 'ar', 'ko', 'uk', 'de', 'pt', 'tr']);
    expect(chooserLocales('fr')).toEqual(['en', 'fr', 'es', 'ar', 'ko', 'uk', 'de', 'pt', 'tr']);
    expect(chooserLocales('ja_JP')).toEqual(['en', 'fr', 'es', 'ar', 'ko', 'uk', 'de', 'pt', 'tr', 'ja_JP']);
  });
  it('REF-03: the email languages are en, fr, es, de, pt', () => {
    expect(EMAIL_LANGUAGES).toEqual(['en', 'fr', 'es', 'de', 'pt']);
  });
  it('REF-04: the locale list covers ar, de, en, es, fr, id, ko, pt and uk, with en the default', () => {
    for (const base of ['ar', 'de', 'en', 'es', 'fr', 'id', 'ko', 'pt', 'uk']) expect(SUPPORTED_LOCALES).toContain(base);
    expect(DEFAULT_LOCALE).toBe('en');
  });
  it('REF-05: the date formats are MM/dd/yy, dd/MM/yy, MMMM dd, yy and dd MMMM, yy', () => {
    expect(ref.DATE_FORMATS).toEqual(['MM/dd/yy', 'dd/MM/yy', 'MMMM dd, yy', 'dd MMMM, yy']);
  });
  it('REF-06: the session durations are 15 … 120 minutes', () => {
    expect(ref.SESSION_DURATIONS_MINUTES).toEqual([15, 20, 30, 40, 45, 60, 75, 80, 90, 100, 105, 120]);
  });
  it('REF-07: business hours run 07:00–18:00, all hours 00:00–23:59', () => {
    expect(ref.BUSINESS_HOURS).toEqual({ start: '07:00', end: '18:00' });
    expect(ref.ALL_HOURS).toEqual({ start: '00:00', end: '23:59' });
  });
  it('REF-08: hour allocation units HOUR, DAY; minute counters allocated, pending, used', () => {
    expect(ref.HOUR_ALLOCATION_UNITS).toEqual(['HOUR', 'DAY']);
    expect(ref.MINUTE_COUNTERS).toEqual(['allocated', 'pending', 'used']);
  });
  it('REF-09: the twelve task tags, non-tagged first', () => {
    expect(ref.TASK_TAGS).toEqual([
      'non-tagged', 'marketing', 'sales', 'development', 'finance', 'design', 'strategy', 'customer_validation', 'mvp',
      'asset', 'cogs', 'legal',
    ]);
  });
  it('REF-10: the person groups are cofounder and staff', () => {
    expect(ref.PERSON_GROUPS).toEqual(['cofounder', 'staff']);
  });
  it('REF-11: the coaching modes', () => {
    expect(ref.COACHING_MODES).toEqual(['ONE_ON_ONE', 'SCHEDULED_COACHING_SESSION', 'UNSCHEDULED_COACHING_SESSION']);
  });
  it('REF-12: the twenty field types', () => {
    expect(ref.FIELD_TYPES).toEqual([
      'text', 'text_long', 'number', 'number_scale', 'select_checkbox', 'select_dropdown', 'tree_single', 'select_radio',
      'select_multi_dropdown', 'tree_multi', 'date', 'table', 'file', 'section', 'heading', 'sub_heading', 'paragraph', 'video',
      'custom_field', 'calculated',
    ]);
  });
  it('REF-13: the form kinds', () => {
    expect(ref.FORM_KINDS).toEqual(['intake', 'evaluation', 'quiz', 'feedback', 'user_profile', 'startup_profile']);
  });
  it('REF-14: the metric units, and the server enum spells the same units in capitals', () => {
    const units = ['percentage', 'monetary', 'employee', 'customer', 'user', 'subscriber', 'date', 'months', 'custom'];
    expect(ref.METRIC_UNITS).toEqual(units);
    expect(ref.METRIC_UNIT_TYPES).toEqual(units.map((u) => u.toUpperCase()));
  });
  it('REF-15: export types (applications, metrics, users, startups, course reports) and formats csv, xlsx', () => {
    expect(ref.EXPORT_TYPES).toEqual(['applications', 'metrics', 'users', 'startups', 'courses']);
    expect(ref.EXPORT_FORMATS).toEqual(['csv', 'xlsx']);
  });
  it('REF-16: the export job states', () => {
    expect(ref.EXPORT_JOB_STATES).toEqual(['queued', 'in progress', 'completed', 'failed', 'error']);
  });
  it('REF-17: the video conferencing options', () => {
    expect(ref.VIDEO_CONFERENCING).toEqual(['Microsoft Teams', 'Zoom', 'Google Meet', 'Skype']);
  });
  it('REF-18: the page view options', () => {
    expect(ref.PAGE_VIEWS).toEqual(['card', 'table', 'calendar']);
  });
});

describe('reference lists of D1 §4', () => {
  it('REF-20: the application statuses, in order', () => {
    expect(ref.APPLICATION_STATUSES).toEqual([
      'draft', 'ready_for_invitation', 'ready_for_meeting', 'under_review', 'pending_decision', 'accepted', 'rejected',
      'delay_rejected',
    ]);
  });
  it('REF-21: "all pending" groups ready_for_invitation, ready_for_meeting, under_review, pending_decision', () => {
    expect(ref.ALL_PENDING_STATUSES).toEqual(['ready_for_invitation', 'ready_for_meeting', 'under_review', 'pending_decision']);
  });
  it('REF-22: "evaluation in progress" groups ready_for_invitation and ready_for_meeting', () => {
    expect(ref.EVALUATION_IN_PROGRESS_STATUSES).toEqual(['ready_for_invitation', 'ready_for_meeting']);
  });
  it('REF-23: the application decisions', () => {
    expect(ref.APPLICATION_DECISIONS).toEqual(['accept', 'delay_reject', 'reject']);
  });
  it('REF-24: the record statuses', () => {
    expect(ref.RECORD_STATUSES).toEqual(['active', 'pending', 'unactive', 'archived', 'deny', 'deleted']);
  });
  it('REF-25: the publishing states', () => {
    expect(ref.PUBLISHING_STATES).toEqual(['publishing', 'success', 'failure']);
  });
  it('REF-26: the event attendance values', () => {
    expect(ref.ATTENDANCE_VALUES).toEqual(['registered', 'attended', 'no show', 'event cancelled']);
  });
  it('REF-27: the weekday codes, Monday first', () => {
    expect(ref.WEEKDAY_CODES).toEqual(['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU']);
  });
});

describe('browser storage and constants (D1 §9, D2 §9)', () => {
  it('REF-28: storage keys for the token, session id, menu state (closed/open), dark mode, the skipped metrics prompt; cookie lang_pref in days', () => {
    expect(STORAGE_KEYS).toEqual({
      token: 'token',
      sessionId: 'sessionId',
      menu: 'menu',
      darkMode: 'darkMode',
      metricsPromptSkipped: 'metricsPromptSkipped',
    });
    expect(MENU_STATES).toEqual(['closed', 'open']);
    expect(LANG_COOKIE).toBe('lang_pref');
    expect(LANG_COOKIE_DAYS).toBe(60);
  });
  it('REF-29: a support contact address and the cut-over date 2023-08-31 exist as constants', () => {
    expect(ref.DEFAULT_SUPPORT_EMAIL).toMatch(/^[^\s@]+@[^\s@]+\.[a-z]{2,}$/);
    expect(ref.CUT_OVER_DATE).toBe('2023-08-31');
  });
});

describe('blocked record statuses', () => {
  it('every record status but active and pending is blocked: no sign-in, no tasks, notifications or mail', () => {
    expect([...ref.BLOCKED_STATUSES].sort()).toEqual(['archived', 'deleted', 'deny', 'unactive']);
    expect(ref.RECORD_STATUSES.filter((status) => !ref.BLOCKED_STATUSES.has(status))).toEqual(['active', 'pending']);
  });
});
