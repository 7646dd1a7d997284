import type { ComponentChildren } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { Text } from '../../rules/core/text.js';
import type { GuideAnswer } from '../../functions/api/answers.js';
import { api, ApiError, type CatalogGame } from '../api.js';
import { getCatalog } from '../catalog.js';
import { CounterLegend } from '../game/CounterLegend.js';
import { getLang, tx, type Lang } from '../i18n.js';
import { ht, type HowKey } from './how-strings.js';
import { ErrorNote, Loading } from '../Notice.js';

const WHO: Record<GuideAnswer['guide']['sequence'][number]['who'], HowKey> = {
  active: 'how.who.active',
  other: 'how.who.other',
  both: 'how.who.both',
  none: 'how.who.none',
};

/** A titled list of the guide's texts, left out when there are none. */
const TextList = ({
  id,
  title,
  texts,
  lang,
  children,
}: {
  id: string;
  title: string;
  texts: readonly Text[] | undefined;
  lang: Lang;
  children?: ComponentChildren;
}) =>
  texts?.length ? (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul>
        {texts.map((x, i) => (
          <li key={i}>{tx(x, lang)}</li>
        ))}
      </ul>
      {children}
    </section>
  ) : null;

/**
 * "How to play" for one game (`/how/:game`): how a turn goes on this site, then the game's own data —
 * its turn step by step in the words of its phase labels, the questions put during the other side's
 * turn, the counter key, scenarios, variants and the pack's notes on where its content comes from.
 */
export const HowToPlay = ({ game }: { game: string }) => {
  const [guide, setGuide] = useState<GuideAnswer['guide'] | null>(null);
  const [cat, setCat] = useState<CatalogGame | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    Promise.all([api<GuideAnswer>('GET', `/api/catalog/${encodeURIComponent(game)}/guide`), getCatalog()])
      .then(([g, games]) => {
        setGuide(g.guide);
        setCat(games.find((x) => x.id === game) ?? null);
      })
      .catch((e) => setError(e instanceof ApiError && e.status === 404 ? ht('how.unknown') : String(e?.message ?? e)));
  }, [game]);
  const lang = getLang();
  if (error)
    return (
      <main id="main" class="page narrow">
        <ErrorNote error={error} />
        <a href="/">{ht('how.back')}</a>
      </main>
    );
  if (!guide || !cat)
    return (
      <main id="main" class="page narrow">
        <Loading />
      </main>
    );
  const sides = [...cat.sides];
  return (
    <main id="main" class="page narrow how-to-play">
      <h1>{ht('how.heading', { game: tx(cat.title, lang) })}</h1>
      <p class="lead">{tx(guide.intro, lang)}</p>
      <section aria-labelledby="how-turn">
        <h2 id="how-turn">{ht('how.turnTitle')}</h2>
        <p>{ht('how.turn1')}</p>
        <p>{ht('how.turn2')}</p>
        <p>{ht('how.turn3')}</p>
      </section>
      <section aria-labelledby="how-seq">
        <h2 id="how-seq">{ht('how.sequence')}</h2>
        <ol class="how-sequence">
          {guide.sequence.map((s, i) => (
            <li key={i}>
              <strong>{tx(s.name, lang)}</strong> <span class="who">({ht(WHO[s.who])})</span>
              <br />
              {tx(s.what, lang)}
            </li>
          ))}
        </ol>
      </section>
      <TextList id="how-int" title={ht('how.interrupts')} texts={guide.interrupts} lang={lang}>
        <p class="hint">{ht('how.interruptsNote')}</p>
      </TextList>
      <CounterLegend counterKey={guide.counterKey} board={{ grid: { kind: 'square' } }} lang={lang} sides={sides} />
      <section aria-labelledby="how-sides">
        <h2 id="how-sides">{ht('how.sides')}</h2>
        <p>{sides.map((s) => tx(cat.sideNames[s], lang)).join(' · ')}</p>
      </section>
      <section aria-labelledby="how-sc">
        <h2 id="how-sc">{ht('how.scenarios')}</h2>
        <dl class="facts">
          {cat.scenarios.map((sc) => (
            <div key={sc.id}>
              <dt>
                {tx(sc.title, lang)} ({tx(sc.length, lang)})
              </dt>
              <dd>{tx(sc.description, lang)}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="how-opt">
        <h2 id="how-opt">{ht('how.options')}</h2>
        {cat.optionFields.length === 0 ? (
          <p>{ht('how.noOptions')}</p>
        ) : (
          <dl class="facts">
            {cat.optionFields.map((f) => (
              <div key={f.key}>
                <dt>{tx(f.label, lang)}</dt>
                <dd>
                  {f.help ? <span class="hint">{tx(f.help, lang)}</span> : null}
                  <ul>
                    {f.values.map((v) => (
                      <li key={String(v.value)}>
                        {tx(v.label, lang)}
                        {v.value === f.default ? ` (${ht('how.default')})` : ''}
                        {v.help ? ` — ${tx(v.help, lang)}` : ''}
                      </li>
                    ))}
                  </ul>
                </dd>
              </div>
            ))}
          </dl>
        )}
      </section>
      <TextList id="how-prov" title={ht('how.provenance')} texts={guide.provenance} lang={lang} />
      <p>
        <a href="/">{ht('how.back')}</a>
      </p>
    </main>
  );
};
