import { describe, expect, it } from 'vitest';
import { CHAT_MESSAGES, chatbotFeedbackOf, isAllowedChatLink, selectChatAttachments, ZChatbotFeedbackForm, ZPreChatForm } from './chat-rules.ts';

describe('chat rules (spec 03 section 5)', () => {
  it('checks the pre-chat form', () => {
    const issues = (value: object) => ZPreChatForm.safeParse(value).error?.issues.map((i) => i.message) ?? [];
    expect(issues({ name: '', email: 'a@b.co' })).toEqual([CHAT_MESSAGES.required]);
    expect(issues({ name: 'x'.repeat(129), email: 'a@b.co' })).toEqual(['Cannot be more than 128 characters']);
    expect(issues({ name: 'Ada', email: 'nope' })).toEqual([CHAT_MESSAGES.emailInvalid]);
    expect(issues({ name: 'Ada', email: `${'a'.repeat(125)}@b.co` })).toEqual(['Cannot be more than 128 characters']);
    expect(issues({ name: 'x'.repeat(128), email: 'a@b.co' })).toEqual([]);
    // Missing or not text: the spec's "Required", never a type error.
    expect(issues({ email: 'a@b.co' })).toEqual([CHAT_MESSAGES.required]);
    expect(issues({ name: 42, email: 'a@b.co' })).toEqual([CHAT_MESSAGES.required]);
    expect(issues({ name: 'Ada' })).toEqual([CHAT_MESSAGES.required]);
  });

  it('skips files over 5 MB (1024 units) with the spec text, and unsupported types', () => {
    const mb = 1024 * 1024;
    const { accepted, messages } = selectChatAttachments([
      { name: 'a.pdf', size: 5 * mb },
      { name: 'b.PNG', size: 1 },
      { name: 'c.mp4', size: 5 * mb + 1 },
      { name: 'd.exe', size: 1 },
    ]);
    expect(accepted.map((f) => f.name)).toEqual(['a.pdf', 'b.PNG']);
    expect(messages).toEqual(['Some files were not added because they exceed the 5MB size limit.', CHAT_MESSAGES.unsupportedFileType]);
  });

  it('validates the chatbot feedback', () => {
    expect(ZChatbotFeedbackForm.safeParse({ text: '' }).error?.issues[0]?.message).toBe('Please select a reason');
    expect(ZChatbotFeedbackForm.safeParse({ reason: 'Other', text: 'x'.repeat(141) }).error?.issues[0]?.message).toBe(
      'Please restrict your response to 140 characters.',
    );
    expect(ZChatbotFeedbackForm.safeParse({ reason: 'Other', text: 'x'.repeat(140) }).success).toBe(true);
  });

  it('reads the reason of a thumbs-down sent without one from its message', () => {
    expect(chatbotFeedbackOf({ feedbackMessage: ' answer too VAGUE ' })).toEqual({ reason: 'Answer too vague', text: '' });
    expect(chatbotFeedbackOf({ feedbackMessage: 'It quoted the wrong rate' })).toEqual({ reason: 'Other', text: 'It quoted the wrong rate' });
    expect(chatbotFeedbackOf({ feedbackMessage: '' })).toEqual({ reason: 'Other', text: '' });
    expect(chatbotFeedbackOf({ reason: 'Not what I was asking about', feedbackMessage: ' more ' })).toEqual({ reason: 'Not what I was asking about', text: 'more' });
  });

  it('makes links clickable only for allowed hosts', () => {
    const hosts = ['lintel.example', 'hud.gov'];
    expect(isAllowedChatLink('https://www.lintel.example/rates', hosts)).toBe(true);
    expect(isAllowedChatLink('https://hud.gov', hosts)).toBe(true);
    expect(isAllowedChatLink('https://lintel.example.evil.com/', hosts)).toBe(false);
    expect(isAllowedChatLink('https://evil.com/?x=lintel.example', hosts)).toBe(false);
    expect(isAllowedChatLink('javascript:alert(1)', hosts)).toBe(false);
    expect(isAllowedChatLink('https://user@evil.com', hosts)).toBe(false);
  });
});
