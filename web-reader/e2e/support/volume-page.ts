// Shared pieces of the volume-page end-to-end specs: the demo volume, locators and steps.
import type { APIRequestContext, Page } from '@playwright/test';
import { createMember, signInAsMember, type Member } from './api';
import { auditPage } from './audit';
import { expect } from './test';

/**
 * Demo volume 1 as the English UI shows it: its English version
 * (server/src/demo/content/playlists/Vol_1.en.json).
 */
export const VOLUME_1 = {
  title: 'Camino - Volume 1: First steps',
  chapters: [
    '1-1. The road begins',
    '1-2. Learning to pray',
    '1-3. The silence that listens',
    '1-4. Gratitude in little things',
    '1-5. Our daily bread',
  ],
};

/** Demo volume 1 in Spanish, its source (Vol_1.json): the Spanish UI, and member data that names chapters. */
export const VOLUME_1_ES = {
  title: 'Camino - Volumen 1: Los primeros pasos',
  chapters: [
    '1-1. El camino comienza',
    '1-2. Aprender a orar',
    '1-3. El silencio que escucha',
    '1-4. Gratitud en lo pequeño',
    '1-5. El pan de cada día',
  ],
};

export const current = (page: Page) => page.getByTestId('current-title');
export const counter = (page: Page) => page.getByTestId('chapter-counter');
export const listItem = (page: Page, position: number) => page.getByTestId(`video-item-${position}`);
export const watchedToggle = (page: Page, position: number) => page.getByTestId(`watched-toggle-${position}`);
export const searchBox = (page: Page, name = 'Go to chapter') => page.getByRole('textbox', { name });
export const searchError = (page: Page) => page.getByTestId('volume-search-error');
export const noteBox = (page: Page, name = 'Personal note on this chapter') =>
  page.getByRole('textbox', { name });
export const noteStatus = (page: Page) => page.getByTestId('note-status');

export async function member(page: Page, request: APIRequestContext, firstName = 'Marta'): Promise<Member> {
  const created = await createMember(request, firstName);
  await signInAsMember(page, created);
  return created;
}

/** The page has loaded the playlist and the selected chapter's content. */
export async function settled(page: Page) {
  await expect(page.getByTestId('volume-page').locator('[aria-busy="true"]')).toHaveCount(0);
}

/**
 * auditPage from the top of the page: on wide screens the list is sticky, and a full-page
 * screenshot taken scrolled down would draw it wherever the scroll left it.
 */
export async function audit(page: Page, name: string, schemes?: ('light' | 'dark')[]) {
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await auditPage(page, name, schemes);
}

export async function searchInVolume(page: Page, text: string, name?: string) {
  await searchBox(page, name).fill(text);
  await searchBox(page, name).press('Enter');
}
