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
`;
export const LeagueStyles = () => <style>{CSS}</style>;
