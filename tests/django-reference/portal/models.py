from django.contrib.auth.models import AbstractUser
from django.db import models


class User(AbstractUser):
    name = models.CharField(max_length=150)
    email = models.EmailField(unique=True)
    phonenumber = models.CharField(max_length=20, blank=True)
    access_for = models.TextField(blank=True)
    abc_coins = models.IntegerField(default=0)
    education = models.BooleanField(default=False)
    career = models.BooleanField(default=False)
    micro_bussiness = models.BooleanField(default=False)
    spritual = models.BooleanField(default=False)
    shatayu = models.BooleanField(default=False)
    pro_pmt = models.BooleanField(default=False)
    pharma_edge = models.BooleanField(default=False)
    rephub = models.BooleanField(default=False)


class PmtCategory(models.Model):
    name = models.CharField(max_length=100)
    slug = models.SlugField(unique=True)

    def __str__(self):
        return self.name


class ProPmtService(models.Model):
    title = models.CharField(max_length=200)
    category = models.ForeignKey(PmtCategory, on_delete=models.CASCADE, related_name="services")
    description = models.TextField(blank=True)
    price = models.DecimalField(max_digits=10, decimal_places=2)
    image = models.ImageField(upload_to="services/", null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    def __str__(self):
        return self.title


class PurchasedService(models.Model):
    user = models.ForeignKey(User, on_delete=models.CASCADE, related_name="purchases")
    service = models.ForeignKey(ProPmtService, on_delete=models.CASCADE)
    purchased_at = models.DateTimeField(auto_now_add=True)


class Order(models.Model):
    STATUS_CHOICES = [("pending", "Pending"), ("paid", "Paid"), ("cancelled", "Cancelled")]
    user = models.ForeignKey(User, on_delete=models.CASCADE, related_name="orders")
    service = models.ForeignKey(ProPmtService, on_delete=models.CASCADE)
    amount = models.DecimalField(max_digits=10, decimal_places=2)
    status = models.CharField(max_length=20, choices=STATUS_CHOICES, default="pending")
    created_at = models.DateTimeField(auto_now_add=True)


class Enquiry(models.Model):
    name = models.CharField(max_length=150)
    email = models.EmailField()
    phone = models.CharField(max_length=20, blank=True)
    subject = models.CharField(max_length=200, blank=True)
    message = models.TextField()
    created_at = models.DateTimeField(auto_now_add=True)


class HomeSlider(models.Model):
    title = models.CharField(max_length=200)
    image = models.ImageField(upload_to="sliders/")
    link = models.CharField(max_length=200, blank=True)


class PmtSlider(models.Model):
    title = models.CharField(max_length=200)
    image = models.ImageField(upload_to="sliders/")
    link = models.CharField(max_length=200, blank=True)


class Otp(models.Model):
    user = models.ForeignKey(User, on_delete=models.CASCADE)
    code = models.CharField(max_length=6)
    created_at = models.DateTimeField(auto_now_add=True)
    used = models.BooleanField(default=False)
