/** What other features use of the e-mail assistant (prospecting-core §2.4): the lead detail's robot button. */
export { GenerateEmailButton } from './components/generate-email-button.tsx';
