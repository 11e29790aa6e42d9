/* global window, document */
// A local stand-in for https://sandbox.web.squarecdn.com/v1/square.js: the part of the Square Web
// Payments SDK the shop's adapter uses (Square.payments(appId, locationId).card(), attach, tokenize,
// destroy). Its card field is a plain input; 4000 0000 0000 0002 is refused like a declined card.
(function () {
  var calls = [];
  window.__squareStandIn = { calls: calls };
  function digits(value) {
    return String(value || '').replace(/\D/g, '');
  }
  window.Square = {
    payments: function (applicationId, locationId) {
      calls.push('payments:' + applicationId + ':' + locationId);
      if (!applicationId || !locationId) throw new Error('InvalidApplicationIdError');
      return {
        card: function () {
          var input;
          return Promise.resolve({
            attach: function (target) {
              var element = typeof target === 'string' ? document.querySelector(target) : target;
              var label = document.createElement('label');
              label.textContent = 'Square card';
              input = document.createElement('input');
              input.name = 'square-card';
              input.setAttribute('autocomplete', 'cc-number');
              label.appendChild(input);
              element.appendChild(label);
              calls.push('attach');
              return Promise.resolve();
            },
            tokenize: function () {
              calls.push('tokenize');
              var number = digits(input && input.value);
              if (number === '4000000000000002') {
                return Promise.resolve({
                  status: 'Invalid',
                  errors: [{ type: 'VALIDATION_ERROR', message: 'Card declined.' }],
                });
              }
              if (number.length < 13) {
                return Promise.resolve({
                  status: 'Invalid',
                  errors: [{ type: 'VALIDATION_ERROR', message: 'Card number is not valid.' }],
                });
              }
              return Promise.resolve({ status: 'OK', token: 'cnon:stand-in-' + number.slice(-4) });
            },
            destroy: function () {
              calls.push('destroy');
              return Promise.resolve(true);
            },
          });
        },
      };
    },
  };
})();
