// The settings page's parts (spec 01 section 2 "/dashboard/settings"); the page itself is in app/pages.
export { ChangePasswordForm } from './components/change-password-form.tsx';
export { SmsConsentsForm, SMS_TRANSACTIONAL_FLAG } from './components/sms-consents-form.tsx';
export { LogoutEverywhere } from './components/logout-everywhere.tsx';
