-- Customers the shop created itself (at a buyer's first sign-in, or through POST /api/private/customer)
-- may be renamed by their buyers; customers that came from the ERP keep the ERP's name.
ALTER TABLE customers ADD COLUMN self_service boolean NOT NULL DEFAULT false;
