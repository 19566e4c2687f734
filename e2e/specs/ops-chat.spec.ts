// The done-when of issue 17: a browser test with two contexts, an applicant in the widget and an agent in the
// console: the agent accepts, they exchange messages and a file both ways, the agent ends it, the applicant
// sees the ended panel.
import { test } from '../fixtures/test.ts';
import { chatBetweenWidgetAndConsole } from '../support/ops-chat.ts';

test('an applicant in the widget and an agent in the console chat, with files both ways, until the agent ends it', async ({ browser, page }) => {
  // The agent in a second browser context (its own storage).
  const agentContext = await browser.newContext({ extraHTTPHeaders: { 'x-org': 'LINTEL' } });
  await chatBetweenWidgetAndConsole(page, await agentContext.newPage());
  await agentContext.close();
});
