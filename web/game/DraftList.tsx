import type { OptionsView } from '../../rules/core/contract.js';
import { t, tx } from '../i18n.js';
import { canSubmit, removeAt } from './compose.js';
import type { Composer } from './useComposer.js';

/** The orders drafted so far, each removable, the draft check's verdict, and Send / Clear. */
export const DraftList = ({ composer, options, busy }: { composer: Composer; options: OptionsView; busy: boolean }) => {
  const { draft, setDraft, badAt, problem, checked, submit, reason } = composer;
  return (
    <div class="draft">
      <h2 class="h3">
        {t('game.orders')}{' '}
        <span class="count">
          {draft.length}/{options.maxOrders}
        </span>
      </h2>
      {draft.length === 0 ? (
        <p class="hint">{t('game.noOrders')}</p>
      ) : (
        <ol class="draft-list">
          {draft.map((o, i) => (
            <li key={i} class={badAt === i ? 'error' : ''}>
              <span>
                {tx(o.label)}
                {o.cell ? ` → ${o.cell}` : ''}
              </span>
              <button
                type="button"
                class="icon"
                aria-label={t('game.remove', { n: i + 1 })}
                title={t('game.remove', { n: i + 1 })}
                onClick={() => setDraft(removeAt(draft, i))}
              >
                ✕
              </button>
              {problem && problem.index === i && (
                <span class="draft-problem" role="alert">
                  {problem.error.rule
                    ? t('game.draftRefused', { rule: problem.error.rule, msg: reason(problem.error) })
                    : t('game.draftRefusedNoRule', { msg: reason(problem.error) })}
                </span>
              )}
            </li>
          ))}
        </ol>
      )}
      {problem && problem.index === null && (
        <p class="hint draft-incomplete">
          {problem.error.rule
            ? t('game.draftIncomplete', { rule: problem.error.rule, msg: reason(problem.error) })
            : t('game.draftIncompleteNoRule', { msg: reason(problem.error) })}
        </p>
      )}
      {checked?.answer.usedDice && <p class="hint draft-dice">{t('game.draftDice')}</p>}
      {options.minOrders > 1 && draft.length < options.minOrders && (
        <p class="hint">{t('game.needOrders', { n: options.minOrders })}</p>
      )}
      <div class="submit-row">
        <button type="button" class="primary" disabled={busy || !canSubmit(options, draft)} onClick={() => submit()}>
          {busy ? t('game.submitting') : t('game.submit')}
        </button>
        {draft.length > 0 && (
          <button type="button" class="secondary" onClick={() => setDraft([])}>
            {t('game.clear')}
          </button>
        )}
      </div>
    </div>
  );
};
