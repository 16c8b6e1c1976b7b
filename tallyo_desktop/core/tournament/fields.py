"""Finite fields small enough to write out: what the schedules built from a field need of one.

A field of q elements exists exactly when q is a prime power p^n. Its elements are the
polynomials over the integers mod p of degree below n, written as whole numbers 0..q-1 (the
coefficients are the base-p digits), added digit by digit and multiplied modulo a polynomial of
degree n that has no factor. A schedule needs only sums and the products of any element with
a few chosen elements, so that is all this module offers.
"""

from __future__ import annotations

from functools import cache


def prime_power(q: int) -> tuple[int, int] | None:
    """(p, n) with p prime and p^n == q, or None when q is not a prime power (or below 2)."""
    if q < 2:
        return None
    p = next(divisor for divisor in range(2, q + 1) if q % divisor == 0)
    n = 0
    while q % p == 0:
        q //= p
        n += 1
    return (p, n) if q == 1 else None


def _digits(value: int, p: int, n: int) -> list[int]:
    digits = []
    for _ in range(n):
        value, digit = divmod(value, p)
        digits.append(digit)
    return digits


def _number(digits: list[int], p: int) -> int:
    value = 0
    for digit in reversed(digits):
        value = value * p + digit
    return value


def _has_no_factor(modulus: list[int], p: int) -> bool:
    """Whether the monic polynomial `modulus` (lowest coefficient first) has no factor of
    lower degree: tried against every monic polynomial of up to half its degree."""
    degree = len(modulus) - 1
    for factor_degree in range(1, degree // 2 + 1):
        for low in range(p**factor_degree):
            factor = [*_digits(low, p, factor_degree), 1]
            remainder = list(modulus)
            for shift in range(degree - factor_degree, -1, -1):
                lead = remainder[shift + factor_degree]
                if lead:
                    for at, coefficient in enumerate(factor):
                        remainder[shift + at] = (remainder[shift + at] - lead * coefficient) % p
            if not any(remainder):
                return False
    return True


class Field:
    """The field of q = p^n elements, as whole numbers 0..q-1: 0 and 1 are zero and one."""

    def __init__(self, q: int) -> None:
        found = prime_power(q)
        if found is None:
            raise ValueError(f"no field has {q} elements")
        self.q = q
        self.p, self.n = found
        p, n = self.p, self.n
        self._digits = [_digits(value, p, n) for value in range(q)]
        self._modulus: list[int] = [0, 1]
        if n > 1:
            self._modulus = next(
                candidate
                for low in range(p**n)
                if _has_no_factor(candidate := [*_digits(low, p, n), 1], p)
            )

    def add(self, a: int, b: int) -> int:
        if self.n == 1:
            return (a + b) % self.p
        p, digits = self.p, self._digits
        return _number([(x + y) % p for x, y in zip(digits[a], digits[b], strict=True)], p)

    def negative(self, a: int) -> int:
        if self.n == 1:
            return -a % self.p
        return _number([-x % self.p for x in self._digits[a]], self.p)

    def multiply(self, a: int, b: int) -> int:
        if self.n == 1:
            return a * b % self.p
        p, n = self.p, self.n
        product = [0] * (2 * n - 1)
        for i, x in enumerate(self._digits[a]):
            if x:
                for j, y in enumerate(self._digits[b]):
                    product[i + j] = (product[i + j] + x * y) % p
        for top in range(2 * n - 2, n - 1, -1):
            lead = product[top]
            if lead:
                for at, coefficient in enumerate(self._modulus):
                    index = top - n + at
                    product[index] = (product[index] - lead * coefficient) % p
        return _number(product[:n], p)

    def distinct(self, count: int) -> list[int]:
        """`count` different elements, zero and one first (count at most q)."""
        if count > self.q:
            raise ValueError(f"a field of {self.q} elements has no {count} different ones")
        return list(range(count))


@cache
def field(q: int) -> Field:
    """The field of q elements (ValueError when q is not a prime power), made once."""
    return Field(q)
