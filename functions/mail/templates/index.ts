export { invitationMail, type InvitationFacts } from './invitation.js';
export { yourTurnMail, type YourTurnFacts } from './your-turn.js';
export { deadlineWarningMail, type DeadlineWarningFacts } from './deadline-warning.js';
export { gameOverMail, reasonText, type GameOverFacts } from './game-over.js';
export { digestMail, type DigestFacts, type DigestGame } from './digest.js';
export { gameLink, formatDuration, type Envelope, type RenderedMail } from './layout.js';
