import { deadlineOf, resultOf } from '../api.js';
import { packNote } from '../pages/PackChoice.js';
import { getLang, t, tx } from '../i18n.js';
import { myTimeZone } from '../session.js';
import { formatDue } from '../time.js';
import { claimableAgainst, Clocks } from './Clocks.js';
import { resultLine } from './result.js';
import type { GameState } from './useGame.js';

/** The top of the panel: whose move it is (or the result), the deadline, the viewer's side, clocks and claim. */
export const StatusBlock = ({
  game,
  nameOf,
  onClaim,
}: {
  game: GameState;
  nameOf: (side: string) => string;
  onClaim: () => void;
}) => {
  const { detail, mySide, awaited, invitedHere, over, sides, sideName, busy, seat } = game;
  if (!detail) return null;
  const lang = getLang();
  const options = detail.view.options;
  const d = deadlineOf(detail);
  const result = resultOf(detail);
  const statusText = over
    ? t('game.over', { result: result ? resultLine(result, sideName, lang) : '' })
    : invitedHere
      ? t('game.invited')
      : detail.lifecycle === 'open'
        ? t('game.waitingJoin')
        : detail.lifecycle === 'invited'
          ? t('game.waitingInvite')
          : awaited
            ? t('game.yourMove', {
                phase: tx(options.prompt) || tx(detail.status.prompt) || tx(detail.status.phaseLabel),
              })
            : t('game.waitingFor', { name: detail.status.waitingFor.map(nameOf).join(', ') });
  const clock = detail.clock;
  const seated = !!(mySide && detail.seats[mySide]);
  const claimAgainst =
    !over && seated && detail.lifecycle === 'active' ? claimableAgainst(clock, detail.flagged, mySide) : null;
  return (
    <div class={`status ${over ? 'over' : awaited ? 'mine' : 'theirs'}`} role="status" aria-live="polite">
      <strong>{statusText}</strong>
      {detail.practice && (
        <span class="practice-note">
          {t('game.practice')}
          {detail.practice.randomBot ? ` ${t('game.practiceRandom')}` : ''}
        </span>
      )}
      {detail.clubPack && <span class="pack-note">{packNote(detail.clubPack)}</span>}
      {invitedHere && (
        <span class="row-actions">
          <button type="button" onClick={() => seat('join')}>
            {t('lobby.accept')}
          </button>
          <button type="button" class="secondary" onClick={() => seat('decline')}>
            {t('lobby.decline')}
          </button>
        </span>
      )}
      {!over && d && (
        <span class="due">
          {!awaited ? '— ' : ''}
          {t('game.due', { due: formatDue(d.at, myTimeZone(), lang) })}
        </span>
      )}
      {detail.diverged && <span class="hint diverged">{t('game.diverged', { n: detail.diverged.fromVersion })}</span>}
      <span class="sub">
        {mySide ? t('game.youAre', { side: sideName(mySide) }) : t('game.spectator')}
        {detail.status.turn !== undefined ? ` · ${t('game.turn', { n: detail.status.turn })}` : ''}
      </span>
      {claimAgainst && (
        <span class="claim">
          <span>{t('game.claimHint', { side: sideName(claimAgainst) })}</span>
          <button type="button" class="primary" disabled={busy} onClick={onClaim}>
            {t('game.claimWin')}
          </button>
        </span>
      )}
      {clock.sides && detail.lifecycle === 'active' && (
        <Clocks
          clock={clock}
          sides={sides.length ? sides : Object.keys(clock.sides)}
          sideName={sideName}
          nameOf={nameOf}
          lang={lang}
          tz={myTimeZone()}
        />
      )}
    </div>
  );
};
