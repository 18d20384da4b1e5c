// Tab lists written once: the keys a page parses and a schema enumerates.

/** A list of tabs (or kinds) as a screen shows them: the key a param carries, the name it shows. */
export type Tabs = readonly { key: string; name: string }[];
/** The key of one of `T`'s tabs. */
export type TabKey<T extends Tabs> = T[number]['key'];
/** The keys of a tab list, in order: what parseEnum and a schema's enum take. */
export const tabKeys = <T extends Tabs>(tabs: T): readonly TabKey<T>[] => tabs.map((t) => t.key);
