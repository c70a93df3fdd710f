/** One product in the search modal's list: enough to show and open it. */
export type Suggestion = { pn: string; title: string; href: string; image: string | null };

/** The search modal's answer for a text: the best few products and how many match in all. */
export type Suggestions = { q: string; items: Suggestion[]; total: number };
