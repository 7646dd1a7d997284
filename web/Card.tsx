import type { ComponentChildren } from 'preact';

/** A card section named by its own heading (`id` ties the two together for screen readers). */
export const Card = ({ id, title, children }: { id: string; title: string; children: ComponentChildren }) => (
  <section class="card" aria-labelledby={id}>
    <h2 id={id}>{title}</h2>
    {children}
  </section>
);
