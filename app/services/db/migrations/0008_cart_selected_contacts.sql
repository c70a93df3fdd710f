-- The saved cart's chosen billing and shipping addresses are contacts: removing one clears the choice.
ALTER TABLE carts
  ADD CONSTRAINT carts_selected_billing_fk FOREIGN KEY (selected_billing_id) REFERENCES contacts (id) ON DELETE SET NULL,
  ADD CONSTRAINT carts_selected_shipping_fk FOREIGN KEY (selected_shipping_id) REFERENCES contacts (id) ON DELETE SET NULL;
