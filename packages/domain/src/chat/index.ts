export * from './chat-rules.ts';
export * from './chatbot-faq.ts';
