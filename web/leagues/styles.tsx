/** The tables of the club and league pages (kept here so web/style.css stays the client's own). */
const CSS = `
.league-table { border-collapse: collapse; width: 100%; margin: 4px 0 12px; font-variant-numeric: tabular-nums; }
.league-table caption { text-align: left; font-weight: 700; padding: 4px 0; }
.league-table th, .league-table td { border-bottom: 1px solid var(--line); padding: 6px 8px; text-align: left; }
.league-table thead th { font-size: 0.85rem; text-transform: uppercase; letter-spacing: 0.05em; color: var(--muted); }
.league-table.crosstable td { text-align: center; min-width: 2.4em; }
.league-table.crosstable td a { display: inline-block; min-width: 24px; min-height: 24px; font-weight: 700; }
.league-table.crosstable td.diag { background: var(--line); }
.edit-league .row-actions { align-items: stretch; }
.edit-league .row-actions button { min-height: 44px; }
.edit-league .field-error { margin: 4px 0 8px; }
.pack-list, .pack-grid { display: block; overflow-x: auto; }
.pack-list .grid-cell { width: 6em; }
.pack-grid [aria-invalid] { outline: 2px solid #b3261e; }
.text-pair { display: flex; gap: 4px; }
.cell-problem { display: block; color: #b3261e; font-size: 0.8rem; max-width: 14em; white-space: normal; }
.pack-row-note { display: block; font-weight: 400; color: #b3261e; }
.pack-list .row-id { width: 9em; }
.placing { font-weight: 400; font-size: 0.85rem; }
.placing ul { margin: 2px 0; padding-left: 1.2em; }
.pack-board { height: 60vh; min-height: 320px; }
.brushes label { display: inline-flex; align-items: center; gap: 4px; min-height: 44px; margin-right: 12px; }
.brushes .swatch { display: inline-block; width: 1.2em; height: 1.2em; border: 1px solid var(--line); }
.brushes input[type=radio], .pack-section-list input[type=radio] { width: auto; min-height: 0; margin: 0; }
.pack-list .faces { display: inline-flex; gap: 2px; vertical-align: middle; margin-right: 6px; }
.pack-named { columns: 2 18em; margin: 4px 0; padding-left: 1.2em; }
.pack-section-list { display: flex; flex-wrap: wrap; gap: 8px; }
.pack-section { margin: 0; width: 128px; touch-action: none; cursor: crosshair; }
.pack-section svg { width: 128px; height: 128px; display: block; }
.pack-section figcaption { font-size: 0.8rem; }
.pack-board[data-tool]:not([data-tool=pan]) svg.board { cursor: crosshair; touch-action: none; }
`;
export const LeagueStyles = () => <style>{CSS}</style>;
