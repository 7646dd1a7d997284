/** The Rozkaz original pack: our own terrain chart, 24 sections and eight armies (not GMT's components). */
import meta from './meta.json' with { type: 'json' };
import terrain from './terrain.json' with { type: 'json' };
import sections from './sections.json' with { type: 'json' };
import us from './us.json' with { type: 'json' };
import ot from './ot.json' with { type: 'json' };
import es from './es.json' with { type: 'json' };
import at from './at.json' with { type: 'json' };
import pr from './pr.json' with { type: 'json' };
import ru from './ru.json' with { type: 'json' };
import gb from './gb.json' with { type: 'json' };
import fr from './fr.json' with { type: 'json' };

export const rozkazPack: unknown = { ...meta, chart: terrain, sections, armies: [us, ot, es, at, pr, ru, gb, fr] };
