/**
 * The address book (docs/accounts.md#contacts): a buyer's contacts with the read-only and ownership rules, plain
 * values in and out. A contact that is not the buyer's answers `notFound` (never revealing that it exists); a change
 * to a read-only one answers `readOnly` and changes nothing; input is checked with the form's schema and refused with
 * field errors (translation keys). Failures of the database are logged with the spec's wording and rethrown.
 */
import { contactSchemaFor, CONTACT_FIELDS, type ContactField, type ContactMessageKey } from "~/domain/address/contact-schema";
import { customerForNewContact, ownCustomerIds, ownsCustomer } from "~/domain/address/ownership";
import { isReadOnlyContact } from "~/domain/address/read-only";
import type { WebUserClaim } from "~/services/auth/types";
import { contactRepository, type ContactRepository, type DefaultContacts, type ListedContact } from "~/services/db/contacts.server";
import type { Contact } from "~/services/db/types";
import { log } from "~/services/observability/log.server";

/** Who is asking: the session's web user claim (its id and customers). */
export type AddressBookOwner = { webUser: Pick<WebUserClaim, "id" | "Customers" | "WebUserPrimaryCustomerId" | "WebUserPrimaryCustomer"> };

/** A contact as the buyer sees it. */
export type AddressEntry = Contact & {
  /** Shown, never edited or removed by the buyer (docs/accounts.md#read-only-addresses). */
  readOnly: boolean;
  /** The web user's chosen billing / shipping contact. */
  defaultBilling: boolean;
  defaultShipping: boolean;
};

export type AddressBook = { contacts: AddressEntry[] } & DefaultContacts;

export type FieldErrors = Partial<Record<ContactField | "customerId", ContactMessageKey[]>>;

type Refusal = { ok: false; reason: "notFound" } | { ok: false; reason: "readOnly" } | { ok: false; reason: "invalid"; fieldErrors: FieldErrors };

export type AddressResult = { ok: true; contact: AddressEntry } | Refusal;
export type RemoveResult = { ok: true } | { ok: false; reason: "notFound" } | { ok: false; reason: "readOnly" };
export type DefaultsResult = ({ ok: true } & DefaultContacts) | { ok: false; reason: "notFound" };

/** Logs a failure of the database with the spec's wording (docs/accounts.md) and rethrows it. */
async function logged<T>(message: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    log.error({ err: error }, message);
    throw error;
  }
}

/**
 * Checks the input with the form's schema, against the stored names of the contact it changes (none for a new one);
 * refusals as field errors (an input that is no object: every field's).
 */
function parseContact(input: unknown, stored?: Contact) {
  const parsed = contactSchemaFor(stored).safeParse(input);
  if (parsed.success) return { ok: true as const, value: parsed.data };
  const fieldErrors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = (issue.path[0] ?? "") as ContactField;
    if (!(CONTACT_FIELDS as readonly string[]).includes(field)) continue;
    (fieldErrors[field] ??= []).push(issue.message as ContactMessageKey);
  }
  // A body that is no object at all has no field issues: every field is then refused.
  if (Object.keys(fieldErrors).length === 0) for (const field of CONTACT_FIELDS) fieldErrors[field] = ["accountFieldInvalid"];
  return { ok: false as const, reason: "invalid" as const, fieldErrors };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** The contact's own fields (what the form edits), without its ids. */
function contactFields(contact: Contact): Record<ContactField, string | boolean> {
  return Object.fromEntries(CONTACT_FIELDS.map((field) => [field, contact[field]])) as Record<ContactField, string | boolean>;
}

const isReadOnly = (contact: ListedContact) => isReadOnlyContact(contact, contact.isPrimary ? contact.id : null);

export function createAddressBook(repository: () => Promise<ContactRepository>) {
  function entry(contact: ListedContact, defaults: DefaultContacts | null): AddressEntry {
    const { isPrimary: _isPrimary, ...rest } = contact;
    return {
      ...rest,
      readOnly: isReadOnly(contact),
      defaultBilling: defaults?.billingContactId === contact.id,
      defaultShipping: defaults?.shippingContactId === contact.id,
    };
  }

  /** The contacts of these customers (the buyer's) as the buyer sees them, and the buyer's default choices. */
  async function entriesOf(owner: AddressBookOwner, customerIds: string[]) {
    const repo = await repository();
    const [contacts, defaults] = await Promise.all([repo.listContacts(customerIds), repo.findDefaultContacts(owner.webUser.id)]);
    return { contacts: contacts.map((c) => entry(c, defaults)), defaults };
  }

  /** The buyer's contact with this id, or null when there is none or it belongs to someone else. */
  async function ownContact(repo: ContactRepository, owner: AddressBookOwner, id: string): Promise<ListedContact | null> {
    const contact = await repo.findContact(id);
    return contact && ownsCustomer(owner.webUser, contact.customerId) ? contact : null;
  }

  /** Checks, then overwrites, the buyer's editable contact with a whole contact. */
  async function replace(repo: ContactRepository, owner: AddressBookOwner, current: ListedContact, input: unknown): Promise<AddressResult> {
    if (isReadOnly(current)) return { ok: false, reason: "readOnly" };
    const parsed = parseContact(input, current);
    if (!parsed.ok) return parsed;
    const updated = await repo.updateContact(current.id, parsed.value);
    if (!updated) return { ok: false, reason: "notFound" };
    return { ok: true, contact: entry(updated, await repo.findDefaultContacts(owner.webUser.id)) };
  }

  return {
    /** Every contact of the buyer's customers (customers in their order), with the buyer's default choices. */
    list(owner: AddressBookOwner): Promise<AddressBook> {
      return logged("failed to fetch addresses", async () => {
        const { contacts, defaults } = await entriesOf(owner, ownCustomerIds(owner.webUser));
        return { contacts, billingContactId: defaults?.billingContactId ?? null, shippingContactId: defaults?.shippingContactId ?? null };
      });
    },

    /**
     * The JSON API's list (GET /api/private/contacts): the buyer's contacts, narrowed to the customers named. Null
     * when a named web user or customer is not the buyer's (answered as not found, like an unknown one).
     */
    listNamed(owner: AddressBookOwner, named: { webUserId?: string; customerIds?: string[] }): Promise<AddressEntry[] | null> {
      return logged("failed to fetch addresses", async () => {
        if (named.webUserId !== undefined && named.webUserId !== owner.webUser.id) return null;
        const own = ownCustomerIds(owner.webUser);
        const customerIds = named.customerIds ?? own;
        if (customerIds.some((id) => !own.includes(id))) return null;
        return (await entriesOf(owner, customerIds)).contacts;
      });
    },

    /** One of the buyer's contacts, or null (also for another buyer's). */
    find(owner: AddressBookOwner, id: string): Promise<AddressEntry | null> {
      return logged("failed to fetch addresses", async () => {
        const repo = await repository();
        const contact = await ownContact(repo, owner, id);
        return contact && entry(contact, await repo.findDefaultContacts(owner.webUser.id));
      });
    },

    /** Adds a contact to one of the buyer's customers (`customerId`; by default the primary customer). */
    add(owner: AddressBookOwner, input: unknown, customerId?: string): Promise<AddressResult> {
      return logged("failed to add address", async () => {
        const target = customerForNewContact(owner.webUser, customerId);
        if (!target) return { ok: false, reason: "notFound" };
        const parsed = parseContact(input);
        if (!parsed.ok) return parsed;
        const repo = await repository();
        return { ok: true, contact: entry(await repo.addContact(target, parsed.value), await repo.findDefaultContacts(owner.webUser.id)) };
      });
    },

    /** Replaces the fields of one of the buyer's editable contacts with a whole contact (the form). */
    update(owner: AddressBookOwner, id: string, input: unknown): Promise<AddressResult> {
      return logged("failed to update address", async () => {
        const repo = await repository();
        const current = await ownContact(repo, owner, id);
        return current ? replace(repo, owner, current, input) : { ok: false, reason: "notFound" };
      });
    },

    /** Changes some fields of one of the buyer's editable contacts (the JSON API's PATCH); the rest stay. */
    patch(owner: AddressBookOwner, id: string, changes: unknown): Promise<AddressResult> {
      return logged("failed to update address", async () => {
        const repo = await repository();
        const current = await ownContact(repo, owner, id);
        if (!current) return { ok: false, reason: "notFound" };
        const merged = isRecord(changes) ? { ...contactFields(current), ...changes } : changes;
        return replace(repo, owner, current, merged);
      });
    },

    /** Removes one of the buyer's editable contacts; a default choice of it is cleared with it. */
    remove(owner: AddressBookOwner, id: string): Promise<RemoveResult> {
      return logged("failed to remove address", async () => {
        const repo = await repository();
        const current = await ownContact(repo, owner, id);
        if (!current) return { ok: false, reason: "notFound" };
        if (isReadOnly(current)) return { ok: false, reason: "readOnly" };
        return (await repo.deleteContact(id)) ? { ok: true } : { ok: false, reason: "notFound" };
      });
    },

    /**
     * Chooses the buyer's default billing and/or shipping contact (any of theirs, read-only ones included; null
     * clears a choice, an absent one stays). Nothing changes when either names a contact that is not the buyer's.
     */
    setDefaults(owner: AddressBookOwner, defaults: Partial<DefaultContacts>): Promise<DefaultsResult> {
      return logged("failed to update address", async () => {
        const repo = await repository();
        for (const id of [defaults.billingContactId, defaults.shippingContactId]) {
          if (id && !(await ownContact(repo, owner, id))) return { ok: false, reason: "notFound" };
        }
        const saved = await repo.setDefaultContacts(owner.webUser.id, defaults);
        return saved ? { ok: true, ...saved } : { ok: false, reason: "notFound" };
      });
    },
  };
}

export type AddressBookService = ReturnType<typeof createAddressBook>;

/** The address book on the process-wide database. */
export const addressBook = createAddressBook(contactRepository);
