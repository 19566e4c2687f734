// The conversation of issue 17's done-when, shared by the one-server and the two-server specs.
import { expect, type Page } from '@playwright/test';
import { expectAccessible } from '../fixtures/accessibility.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../fixtures/admin.ts';

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

/**
 * The whole conversation: `page` is the applicant's (widget), `consolePage` the agent's, each on the server
 * its own context's baseURL names.
 */
export const chatBetweenWidgetAndConsole = async (page: Page, consolePage: Page) => {
  const email = `console-chat-${Date.now()}@example.com`;
  // The applicant: the widget in agent mode (mode=twilio, outside production).
  await page.addInitScript(() => window.sessionStorage.setItem('fe-webchat', 'true'));
  await page.goto('/auth/login?pop-webchat=true&mode=twilio');
  const widget = page.getByRole('region', { name: /Chat with/ });
  await expect(widget).toBeVisible();
  await widget.getByLabel('Name').fill('Grace Hopper');
  await widget.getByLabel('Email').fill(email);
  await widget.getByRole('button', { name: 'Start chat' }).click();
  await expect(widget.getByText('Waiting for an agent…')).toBeVisible();

  // The agent: the console's inbox.
  const console_ = consolePage;
  await console_.goto('/ops/chats');
  await console_.getByLabel('Email').fill(ADMIN_EMAIL);
  await console_.getByLabel('Password').fill(ADMIN_PASSWORD);
  await console_.getByRole('button', { name: 'Log in' }).click();
  await expect(console_).toHaveURL(/\/ops\/chats$/);
  const inbox = console_.getByRole('navigation', { name: 'Live chats' });
  await inbox.getByRole('link', { name: /Grace Hopper/ }).filter({ hasText: email }).click();
  const chat = console_.getByRole('region', { name: 'Chat with Grace Hopper' });
  await chat.getByRole('button', { name: 'Accept chat' }).click();
  await expect(chat.getByText('You are answering')).toBeVisible();
  await expect(widget.getByText('Waiting for an agent…')).toHaveCount(0);
  await expectAccessible(console_);

  // Agent -> applicant: text and a file.
  await chat.getByLabel('Your reply').fill('Hello Grace, here is our rate sheet.');
  await chat.getByLabel('Attach files').setInputFiles([{ name: 'rates.png', mimeType: 'image/png', buffer: PNG }]);
  await chat.getByRole('button', { name: 'Send reply' }).click();
  await expect(widget.getByText('Hello Grace, here is our rate sheet.')).toBeVisible();
  await expect(widget.getByRole('button', { name: 'rates.png' })).toBeVisible();

  // Applicant -> agent: text and a file.
  await widget.getByLabel('Attach files').setInputFiles([{ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('my notes') }]);
  await widget.getByLabel('Your message').fill('Thanks, here are my notes');
  await widget.getByRole('button', { name: 'Send', exact: true }).click();
  const messages = chat.getByRole('list', { name: 'Messages' });
  await expect(messages.getByText('Thanks, here are my notes')).toBeVisible();
  await messages.getByRole('button', { name: 'notes.txt' }).click();
  const viewer = console_.getByRole('dialog', { name: 'notes.txt' });
  await expect(viewer.getByRole('link', { name: 'Download notes.txt' })).toBeVisible();
  await viewer.getByRole('button', { name: 'Close', exact: true }).first().click();
  await expectAccessible(console_);

  // The agent ends it; the applicant sees the ended panel.
  await chat.getByRole('button', { name: 'End chat' }).click();
  await expect(chat.getByText('Ended')).toBeVisible();
  await expect(widget.getByText('This chat has ended.')).toBeVisible();
  await expect(widget.getByRole('button', { name: 'Start new chat' })).toBeVisible();
};

