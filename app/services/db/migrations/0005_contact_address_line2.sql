-- The address book's second address line (suite, unit, building); the catalogue's contacts have none.
ALTER TABLE contacts ADD COLUMN address_line2 text NOT NULL DEFAULT '';
